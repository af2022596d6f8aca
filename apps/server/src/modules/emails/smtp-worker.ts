/**
 * The SMTP sender's thread (issue 14): nodemailer builds each message (MIME, encodings, headers) and
 * speaks SMTP here, off the server's event loop, so that 10,000 winners' e-mails going out leave the
 * players' requests their thread. mailer.ts starts it with the first mail and posts each one; the answer
 * is the message's id or the error's message.
 */
import { parentPort, workerData } from 'node:worker_threads';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';

export type SmtpRequest = { kind: 'send'; id: number; mail: SendMailOptions } | { kind: 'close' };
export type SmtpAnswer = { id: number; error?: string };

const { url, options } = workerData as { url: string; options: Record<string, unknown> };
const transport = nodemailer.createTransport({ url, pool: true, ...options });

/**
 * The message is built into one buffer first and handed to the connection whole: streamed as nodemailer
 * builds it, its encoder's many small chunks each cost a socket write (the busiest part of this thread
 * while 10,000 e-mails went out, bench/mail-sending.ts).
 */
async function send(mail: SendMailOptions): Promise<void> {
  const message = new MailComposer(mail).compile();
  const envelope = message.getEnvelope();
  const raw = await message.build();
  await transport.sendMail({ envelope, raw });
}

parentPort?.on('message', (request: SmtpRequest) => {
  if (request.kind === 'close') {
    transport.close();
    parentPort?.close();
    return;
  }
  // A Buffer arrives as a Uint8Array (structured clone); nodemailer takes Buffers.
  const attachments = request.mail.attachments?.map((attachment) =>
    attachment.content instanceof Uint8Array && !Buffer.isBuffer(attachment.content)
      ? { ...attachment, content: Buffer.from(attachment.content) }
      : attachment,
  );
  send({ ...request.mail, attachments }).then(
    () => parentPort?.postMessage({ id: request.id } satisfies SmtpAnswer),
    (error: unknown) =>
      parentPort?.postMessage({
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies SmtpAnswer),
  );
});
