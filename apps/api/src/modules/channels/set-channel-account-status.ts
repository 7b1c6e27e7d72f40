import { and, eq, ne } from 'drizzle-orm';
import { channelAccounts } from '../../db/schema';
import { actorOf, auditedChange } from '../../lib/audit';
import type { SessionUser } from '../../types';
import type { ChannelsDeps } from './channel-deps';
import { getChannelAccountRow } from './channels.queries';

/**
 * Connect or disconnect a channel account. Connecting clears the last error; asking for the state the account is
 * already in changes nothing and writes no audit entry, so a repeated click is harmless.
 */
export const setChannelAccountStatus = async (
  options: ChannelsDeps & { caller: SessionUser; accountId: string; action: 'connect' | 'disconnect' },
): Promise<void> => {
  const { db, now, accountId, action } = options;
  const status = action === 'connect' ? 'connected' : 'disconnected';
  await auditedChange(db, async (tx) => {
    const before = await getChannelAccountRow(tx, accountId);
    if (before.status === status) return { result: undefined, audit: null };
    // Only from another state: of two clicks at once, one changes the account and writes the entry.
    const changed = await tx
      .update(channelAccounts)
      .set(action === 'connect' ? { status, connectedAt: now, lastError: null } : { status, disconnectedAt: now })
      .where(and(eq(channelAccounts.id, accountId), ne(channelAccounts.status, status)))
      .returning({ id: channelAccounts.id });
    if (changed.length === 0) return { result: undefined, audit: null };
    return {
      result: undefined,
      audit: {
        actor: actorOf(options.caller),
        action: `channel-account.${action}`,
        entity: 'channel-account',
        entityId: accountId,
        before: { status: before.status, lastError: before.lastError },
        after: { status, lastError: action === 'connect' ? null : before.lastError },
      },
    };
  });
};
