import { CHANNEL_MESSAGES, connectionKindOf, type ChannelConnectionKind } from '@hearth/domain';
import { fetchFeedText, FeedFetchError } from '../../common/ical/ical-fetch';
import { parseIcal } from '../../common/ical/ical-parse';
import { IcalParseError } from '../../common/ical/ical-split';
import type { ChannelAccountRow } from './channels.presenter';
import type { ChannelCheck } from '../../adapters/channels';
import type { ChannelConnections } from './channel-deps';

/** Why a calendar feed is not one: the fetch's or the reader's words, in a sentence. */
const feedRefusal = (error: unknown): ChannelCheck => {
  if (error instanceof FeedFetchError || error instanceof IcalParseError) {
    return { ok: false, reason: `Could not read the calendar feed: ${error.message}` };
  }
  throw error;
};

/**
 * Checks an account's credential the way its channel connects (docs/product/channels.md#connecting): a feed URL is
 * fetched (https, public hosts only, at most 1 MB) and read as iCalendar; an API key is put to the channel
 * connectivity API. Null when nothing can check it here (an API channel without CHANNEL_API_URL).
 */
export const checkChannelAccount = async (
  account: ChannelAccountRow,
  credential: string,
  connections: ChannelConnections,
): Promise<{ kind: ChannelConnectionKind; check: ChannelCheck | null }> => {
  const kind = connectionKindOf(account.channelCode);
  if (kind === 'api') {
    const ref = { channelCode: account.channelCode, channelName: account.channelName, accountCode: account.code };
    return { kind, check: await connections.connector.checkAccount(ref, credential) };
  }
  if (!URL.canParse(credential)) return { kind, check: { ok: false, reason: CHANNEL_MESSAGES.notAFeedUrl } };
  try {
    const text = await fetchFeedText(credential, connections.feedPolicy);
    parseIcal(text, { timezone: 'UTC' });
    return { kind, check: { ok: true } };
  } catch (error) {
    return { kind, check: feedRefusal(error) };
  }
};
