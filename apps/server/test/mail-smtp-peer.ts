import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: Buffer; parsed: ParsedMail };

/**
 * A real SMTP peer on a random local port that parses what it receives with mailparser. Mail to an
 * address in `refused` is answered 451, as a busy or failing mailbox would.
 */
export async function startSmtpPeer() {
  const received: ReceivedMail[] = [];
  const refused = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    // No reverse DNS of the client: a machine without network waits for it on every connection.
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 200,
    size: 20 * 1024 * 1024,
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address)) return callback();
      callback(Object.assign(new Error('Mailbox unavailable, try later'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (parsed) => {
            received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, parsed });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    refused,
    port,
    url: `smtp://127.0.0.1:${port}`,
    mailsTo: (address: string) => received.filter((mail) => mail.to.includes(address)),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
