import { describe, expect, it } from 'vitest';
import { DEFAULT_FEED_FETCH_POLICY, fetchFeedText } from './ical-fetch';

/** The product's own policy, with a short wait: nothing here needs a real answer. */
const policy = { ...DEFAULT_FEED_FETCH_POLICY, timeoutMs: 1_500 };
const refusal = async (url: string) => {
  try {
    await fetchFeedText(url, policy);
    return 'fetched';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('the calendar feed guard (issue 29 F)', () => {
  it.each([
    'https://127.0.0.1/feed.ics',
    'https://[::1]/feed.ics',
    'https://[::ffff:127.0.0.1]/feed.ics',
    'https://[::7f00:1]/feed.ics',
    'https://[::a9fe:a9fe]/latest/meta-data',
    'https://[2002:7f00:1::]/feed.ics',
    'https://[64:ff9b::a9fe:a9fe]/feed.ics',
    'https://169.254.169.254/latest/meta-data',
    'https://10.0.0.1/feed.ics',
  ])('refuses %s as a private network', async (url) => {
    expect(await refusal(url)).toMatch(/private network/);
  });

  it('checks a name where it connects: one that resolves inside is refused', async () => {
    expect(await refusal('https://localhost/feed.ics')).toMatch(/private network/);
  });

  it('lets a public IPv4 host through the guard (whatever the network then says)', async () => {
    expect(await refusal('https://1.1.1.1/feed.ics')).not.toMatch(/private network/);
  });

  it('refuses plain http', async () => {
    expect(await refusal('http://example.com/feed.ics')).toMatch(/Only https/);
  });
});
