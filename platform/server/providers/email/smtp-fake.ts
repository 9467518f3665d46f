import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A tiny SMTP server for tests (nodemailer's own test tools need the internet): the plain dialogue
 * EHLO/HELO, AUTH PLAIN, MAIL FROM, RCPT TO, DATA, RSET, NOOP, QUIT, with dot-stuffing undone. It
 * records each message it accepted; no TLS is offered, so the client speaks in the clear.
 */
export interface TSmtpMessage {
  from: string;
  to: string[];
  /** The raw message, headers and body, as the client sent it. */
  data: string;
  /** The user of AUTH PLAIN, '' when none. */
  user: string;
  /** The body of a single-part message, its transfer encoding (base64 or 8bit) undone. */
  text: string;
}

/** The body after the blank line, decoded when the headers say base64 (nodemailer's choice for Chinese text). */
function bodyText(data: string): string {
  const split = data.indexOf('\r\n\r\n');
  const headers = data.slice(0, split);
  const body = data.slice(split + 4);
  return /^Content-Transfer-Encoding:\s*base64/im.test(headers) ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : body;
}

export interface TSmtpFake {
  url: string;
  messages: TSmtpMessage[];
  close(): Promise<void>;
}

export async function startSmtpFake(credentials?: { user: string; pass: string }): Promise<TSmtpFake> {
  const messages: TSmtpMessage[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let user = '';
    let mail: { from: string; to: string[]; lines: string[] } = { from: '', to: [], lines: [] };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    const reset = () => (mail = { from: '', to: [], lines: [] });
    const command = (line: string) => {
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO') return reply(`250-fake.smtp.local\r\n250-8BITMIME\r\n${credentials ? '250-AUTH PLAIN\r\n' : ''}250 SMTPUTF8`);
      if (verb === 'HELO') return reply('250 fake.smtp.local');
      if (verb === 'AUTH') {
        const [, , encoded = ''] = line.split(' ');
        const [, name = '', pass = ''] = Buffer.from(encoded, 'base64').toString('utf8').split('\0');
        if (!credentials || name !== credentials.user || pass !== credentials.pass) return reply('535 5.7.8 Authentication credentials invalid');
        user = name;
        return reply('235 2.7.0 Authentication successful');
      }
      if (credentials && !user && (verb === 'MAIL' || verb === 'RCPT' || verb === 'DATA')) return reply('530 5.7.0 Authentication required');
      if (verb === 'MAIL') {
        reset();
        mail.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
        return reply('250 2.1.0 OK');
      }
      if (verb === 'RCPT') {
        mail.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
        return reply('250 2.1.5 OK');
      }
      if (verb === 'DATA') {
        if (!mail.to.length) return reply('503 5.5.1 RCPT first');
        inData = true;
        return reply('354 End data with <CR><LF>.<CR><LF>');
      }
      if (verb === 'RSET') return (reset(), reply('250 2.0.0 OK'));
      if (verb === 'NOOP') return reply('250 2.0.0 OK');
      if (verb === 'QUIT') return (reply('221 2.0.0 Bye'), socket.end());
      reply('502 5.5.2 Command not recognized');
    };
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!inData) command(line);
        else if (line === '.') {
          inData = false;
          const data = mail.lines.join('\r\n');
          messages.push({ from: mail.from, to: mail.to, data, user, text: bodyText(data) });
          reset();
          reply('250 2.0.0 Queued');
        } else mail.lines.push(line.startsWith('..') ? line.slice(1) : line);
      }
    });
    socket.on('error', () => socket.destroy());
    reply('220 fake.smtp.local ESMTP');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const auth = credentials ? `${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.pass)}@` : '';
  return {
    url: `smtp://${auth}127.0.0.1:${port}`,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
