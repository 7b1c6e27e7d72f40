import { createServer, type AddressInfo, type Server } from 'node:net';

/** One message as the sink received it: its recipients and its text, quoted-printable undone. */
export type SunkMail = { to: string[]; text: string };

/**
 * A mail server for the first-run test: Hearth sends through its real SMTP adapter (SMTP_URL) and this receives
 * what a mailbox would. The plain SMTP a submission needs (EHLO, MAIL, RCPT, DATA, QUIT), no TLS, no auth.
 */
export type SmtpSink = { port: number; mails: SunkMail[]; close: () => Promise<void> };

const decodeQuotedPrintable = (body: string): string =>
  body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

export const startSmtpSink = async (): Promise<SmtpSink> => {
  const mails: SunkMail[] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let to: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mails.push({ to, text: decodeQuotedPrintable(buffer.slice(0, end)) });
          buffer = buffer.slice(end + 5);
          inData = false;
          to = [];
          reply('250 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 sink');
        else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 go on');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
          return;
        } else reply('250 ok');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    mails,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
