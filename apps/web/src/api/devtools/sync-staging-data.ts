import { ZStagingSyncLine, type TStagingSyncLine } from '@hearth/domain/devtools';
import { getCsrfToken, networkError, toApiError } from '../../lib/api-client';

/** Reads newline-separated JSON from a streamed body, one parsed line at a time. */
async function* linesOf(body: ReadableStream<Uint8Array>): AsyncGenerator<unknown> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    buffered += decoder.decode(value, { stream: !done });
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) yield JSON.parse(line) as unknown;
    if (done) break;
  }
  if (buffered.trim()) yield JSON.parse(buffered) as unknown;
}

const parseOrNull = (text: string): unknown => {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
};

/**
 * `POST v3/dev-tools/sync-staging-data` (docs/product/devtools.md#calls, empty body): the server answers its progress line by line
 * (NDJSON), so this is a plain fetch that reads the stream rather than the JSON client. Resolves with the last line
 * (done or error); rejects with an ApiError when the call itself is refused (production, already running).
 */
export const syncStagingData = async (onLine: (line: TStagingSyncLine) => void): Promise<TStagingSyncLine> => {
  const headers = { Accept: 'application/x-ndjson', 'X-CSRF-Token': await getCsrfToken() };
  let response: Response;
  try {
    response = await fetch('/api/v3/dev-tools/sync-staging-data', {
      method: 'POST',
      credentials: 'same-origin',
      headers,
    });
  } catch (cause) {
    throw networkError(cause);
  }
  if (!response.ok || !response.body) {
    const text = await response.text();
    throw toApiError(response.status, parseOrNull(text));
  }
  let last: TStagingSyncLine | null = null;
  for await (const raw of linesOf(response.body)) {
    const line = ZStagingSyncLine.parse(raw);
    last = line;
    onLine(line);
  }
  if (!last) throw toApiError(response.status, null);
  return last;
};
