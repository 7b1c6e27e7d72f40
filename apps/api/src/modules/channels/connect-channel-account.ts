import { eq } from 'drizzle-orm';
import { CHANNEL_ERROR_CODES, CHANNEL_MESSAGES, HTTP } from '@hearth/domain';
import { channelAccounts } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { actorOf, auditedChange } from '../../lib/audit';
import { sealSecret } from '../../lib/secret-box';
import type { SessionUser } from '../../types';
import type { ChannelConnections, ChannelsDeps } from './channel-deps';
import { getChannelAccountRow } from './channels.queries';
import { checkChannelAccount } from './check-channel-account';

/**
 * Connect a channel account with what its channel needs (a feed URL or an API key), checked first
 * (check-channel-account.ts). Good: Connected, the credential kept sealed, the last error cleared. Refused: Failed
 * with the channel's reason kept as the last error, and the call answers 422 with it. Nothing to check with (an
 * API channel without the API here): 409 and nothing changes. Each check is audited, never the credential.
 */
export const connectChannelAccount = async (
  options: ChannelsDeps & ChannelConnections & { caller: SessionUser; accountId: string; credential: string },
): Promise<void> => {
  const { db, now, accountId } = options;
  const account = await getChannelAccountRow(db, accountId);
  const { kind, check } = await checkChannelAccount(account, options.credential, options);
  if (!check) {
    throw new AppError({
      status: HTTP.conflict,
      code: CHANNEL_ERROR_CODES.offline,
      title: 'The channel cannot be checked here',
      detail: CHANNEL_MESSAGES.apiOffline(account.channelName),
    });
  }
  await auditedChange(db, async (tx) => {
    const changes = check.ok
      ? {
          status: 'connected' as const,
          connectedAt: account.status === 'connected' ? undefined : now,
          lastError: null,
          credentialSealed: sealSecret(options.credential, options.credentialKey),
          checkedAt: now,
        }
      : { status: 'failed' as const, lastError: check.reason, checkedAt: now };
    await tx.update(channelAccounts).set(changes).where(eq(channelAccounts.id, accountId));
    return {
      result: undefined,
      audit: {
        actor: actorOf(options.caller),
        action: check.ok ? 'channel-account.connect' : 'channel-account.connect-refused',
        entity: 'channel-account',
        entityId: accountId,
        before: { status: account.status, lastError: account.lastError },
        after: { status: changes.status, lastError: changes.lastError, checkedBy: kind },
      },
    };
  });
  if (!check.ok) {
    throw new AppError({
      status: HTTP.unprocessable,
      code: CHANNEL_ERROR_CODES.refused,
      title: CHANNEL_MESSAGES.refused,
      detail: check.reason,
    });
  }
};
