import type { TIcalImport, TIcalImportResponse } from '@hearth/domain';
import type { TestClient } from './harness';

type Started = { statusCode: number; body: string; json: () => unknown };

/**
 * An import started by an upload or Sync now (202), followed until it finishes, as the calendar page does: its
 * attributes at the end. Throws with the answer when the call did not start one.
 */
export const finishedImport = async (client: TestClient, started: Started): Promise<TIcalImport['attributes']> => {
  if (started.statusCode !== 202) throw new Error(`expected 202, got ${started.statusCode}: ${started.body}`);
  const { id } = (started.json() as TIcalImportResponse).data;
  for (let polls = 0; polls < 2400; polls += 1) {
    const response = await client.get(`/api/v3/ical-imports/${id}`);
    if (response.statusCode !== 200) throw new Error(`import ${id}: ${response.statusCode} ${response.body}`);
    const { attributes } = (response.json() as TIcalImportResponse).data;
    if (attributes.state === 'finished') return attributes;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`import ${id} did not finish within a minute`);
};
