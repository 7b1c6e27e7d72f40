import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailChanges, type UserRow } from '../../db/schema';
import type { Mailer } from '../../adapters/mail';
import { auditedChange, type AuditEntry } from '../../lib/audit';
import { randomToken, sha256 } from '../../lib/crypto';

/** How long the link to the new address works. */
export const EMAIL_CHANGE_TTL_HOURS = 24;

/** The page the link opens: /login/email/{token}. */
export const emailChangeLink = (publicUrl: string, token: string) => `${publicUrl}/login/email/${token}`;

/**
 * Asks for a new sign-in email (issue 29 H): a single-use link to the new address, which makes the change when it is
 * opened, and a word to the current address, which can then act if it was not them. One request at a time: a new
 * one replaces the one before. Gives the address the link went to.
 */
export const askEmailChange = async (options: {
  db: Db;
  mailer: Mailer;
  productName: string;
  publicUrl: string;
  user: Pick<UserRow, 'id' | 'email' | 'firstName'>;
  newEmail: string;
  actor: AuditEntry['actor'];
  now?: Date;
}): Promise<string> => {
  const { user, newEmail } = options;
  const now = options.now ?? new Date();
  const token = randomToken();
  await auditedChange(options.db, async (tx) => {
    await tx.delete(emailChanges).where(eq(emailChanges.userId, user.id));
    await tx.insert(emailChanges).values({
      tokenHash: sha256(token),
      userId: user.id,
      newEmail,
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_HOURS * 3_600_000),
    });
    return {
      result: undefined,
      audit: {
        actor: options.actor,
        action: 'users.email-change-asked',
        entity: 'users',
        entityId: user.id,
        before: { email: user.email },
        after: { pendingEmail: newEmail },
      },
    };
  });
  await options.mailer.send({
    to: newEmail,
    subject: `Confirm your new ${options.productName} sign-in email`,
    text: `Hi ${user.firstName},\n\nOpen this link within ${EMAIL_CHANGE_TTL_HOURS} hours to make ${newEmail} your ${options.productName} sign-in email:\n\n${emailChangeLink(options.publicUrl, token)}\n\nIf you did not ask for this, ignore this mail: nothing changes.\n`,
  });
  await options.mailer.send({
    to: user.email,
    subject: `Your ${options.productName} sign-in email is being changed`,
    text: `Hi ${user.firstName},\n\nA change of your ${options.productName} sign-in email to ${newEmail} was asked for while signed in as you. It changes only when that address opens the link we sent it. If this was not you, reset your password now and tell us.\n`,
  });
  return newEmail;
};
