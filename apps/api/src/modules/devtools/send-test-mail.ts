import type { Mailer } from '../../adapters/mail';

/** A test message through the configured mailer: SMTP when set, else the outbox the dev tools page shows. */
export const sendTestMail = async (options: { mailer: Mailer; to: string; productName: string }) => {
  const subject = `${options.productName} test email`;
  const sentAt = new Date().toISOString();
  await options.mailer.send({
    to: options.to,
    subject,
    text: `This is a test email from ${options.productName}'s dev tools, sent at ${sentAt}. If you can read it, mail is working.`,
  });
  return { to: options.to, subject };
};
