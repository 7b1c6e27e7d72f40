import { describe, expect, it } from 'vitest';
import { ZChannelAccountActionBody, ZChannelsQuery, ZChannelSyncQuery } from './channels.schemas';

describe('channel request schemas', () => {
  it('reads the sync-health query: default page, stale as a boolean, sorts either way', () => {
    expect(ZChannelSyncQuery.parse({})).toEqual({ 'page[number]': 1, 'page[size]': 25 });
    expect(ZChannelSyncQuery.parse({ stale: 'true', sort: '-health', 'page[size]': '100' })).toMatchObject({
      stale: true,
      sort: '-health',
      'page[size]': 100,
    });
    expect(ZChannelSyncQuery.parse({ stale: 'false' }).stale).toBe(false);
  });

  it('refuses an unknown sort, a page over 100 and a stale value other than true or false', () => {
    for (const query of [{ sort: 'worst' }, { sort: '--health' }, { 'page[size]': '101' }, { stale: '1' }]) {
      expect(ZChannelSyncQuery.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });

  it('takes include=accounts only, and an empty body only', () => {
    expect(ZChannelsQuery.parse({ include: 'accounts' }).include).toEqual(['accounts']);
    expect(ZChannelsQuery.safeParse({ include: 'accounts,owners' }).success).toBe(false);
    expect(ZChannelAccountActionBody.safeParse({}).success).toBe(true);
    expect(ZChannelAccountActionBody.safeParse(undefined).success).toBe(true);
    expect(ZChannelAccountActionBody.safeParse({ status: 'connected' }).success).toBe(false);
  });
});
