/** The mailer: its contract (types.ts) and the implementations. */
export * from './types';
export { createOutboxMailer } from './outbox';
export { createSmtpMailer } from './smtp';
