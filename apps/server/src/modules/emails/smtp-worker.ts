/**
 * The SMTP sender's thread (issue 14): nodemailer builds each message (MIME, encodings, headers) and
 * speaks SMTP here, off the server's event loop, so that 10,000 winners' e-mails going out leave the
 * players' requests their thread. mailer.ts starts it with the first mail and posts each one; the answer
 * is the message's id or the error's message.
 */
import { parentPort, workerData } from 'node:worker_threads';
import nodemailer, { type SendMailOptions } from 'nodemailer';

export type SmtpRequest = { kind: 'send'; id: number; mail: SendMailOptions } | { kind: 'close' };
export type SmtpAnswer = { id: number; error?: string };

const { url, options } = workerData as { url: string; options: Record<string, unknown> };
const transport = nodemailer.createTransport({ url, pool: true, ...options });

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
  transport.sendMail({ ...request.mail, attachments }).then(
    () => parentPort?.postMessage({ id: request.id } satisfies SmtpAnswer),
    (error: unknown) =>
      parentPort?.postMessage({
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies SmtpAnswer),
  );
});
