import { and, eq, ne } from 'drizzle-orm';
import { channelAccounts } from '../../db/schema';
import { actorOf, auditedChange } from '../../lib/audit';
import type { SessionUser } from '../../types';
import type { ChannelsDeps } from './channel-deps';
import { getChannelAccountRow } from './channels.queries';

/**
 * Disconnect a channel account: Hearth stops using it and forgets its credential. A disconnected account answers as
 * it is and writes no audit entry, so a repeated click is harmless.
 */
export const disconnectChannelAccount = async (
  options: ChannelsDeps & { caller: SessionUser; accountId: string },
): Promise<void> => {
  const { db, now, accountId } = options;
  await auditedChange(db, async (tx) => {
    const before = await getChannelAccountRow(tx, accountId);
    if (before.status === 'disconnected') return { result: undefined, audit: null };
    // Only from another state: of two clicks at once, one changes the account and writes the entry.
    const changed = await tx
      .update(channelAccounts)
      .set({ status: 'disconnected', disconnectedAt: now, credentialSealed: null })
      .where(and(eq(channelAccounts.id, accountId), ne(channelAccounts.status, 'disconnected')))
      .returning({ id: channelAccounts.id });
    if (changed.length === 0) return { result: undefined, audit: null };
    return {
      result: undefined,
      audit: {
        actor: actorOf(options.caller),
        action: 'channel-account.disconnect',
        entity: 'channel-account',
        entityId: accountId,
        before: { status: before.status, lastError: before.lastError },
        after: { status: 'disconnected', lastError: before.lastError },
      },
    };
  });
};
