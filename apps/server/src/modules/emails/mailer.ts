import { buffer } from 'node:stream/consumers';
import { Worker } from 'node:worker_threads';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { SendMailOptions } from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import type { FileStorage } from '../../lib/file-storage/file-storage.ts';
import type { SmtpAnswer, SmtpRequest } from './smtp-worker.ts';

/** The bare address of MAIL_FROM ("Name <a@b>" or "a@b"): a campaign's sender name goes in front of it. */
export function addressOf(from: string): string {
  const angled = /<([^<>]+)>\s*$/.exec(from);
  return (angled ? angled[1] : from).trim();
}

export type OutgoingEmail = {
  companyId: string | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Parts only the recipient may read (a link's token): the outbox list shows the mail with them hidden. */
  secrets?: string[];
  /** A campaign e-mail (issue 14): its campaign, play and the play's outcome, shown in the delivery log. */
  campaign?: { campaignId: string; playId: string | null; outcome: string | null; isTest: boolean };
  /** The sender's display name and reply-to; the address is always MAIL_FROM. */
  fromName?: string;
  replyTo?: string;
  /** Extra headers (List-Unsubscribe). */
  headers?: Record<string, string>;
  /** A file of the file storage, attached under its name. */
  attachment?: { key: string; name: string; contentType: string } | null;
};

export type Mailer = {
  /** Writes the e-mail to the outbox inside the caller's transaction; delivery happens after commit. */
  enqueue(tx: DbOrTx, email: OutgoingEmail): Promise<void>;
  /** The same for many e-mails, in one statement. */
  enqueueMany(tx: DbOrTx, emails: OutgoingEmail[]): Promise<void>;
  /** Asks the sender to look at the outbox now instead of at its next tick. */
  kick(): void;
  /** Delivers what is due; returns how many were sent. Exposed for tests. */
  deliverDue(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
};

const MAX_ATTEMPTS = 5;
/** The columns enqueueMany writes (the rest take their defaults). */
const OUTBOX_COLUMNS =
  'company_id, to_address, subject, text_body, html_body, secrets, status, campaign_id, play_id, outcome, is_test, ' +
  'from_name, reply_to, headers, attachment_key, attachment_name, attachment_type';
/** Mails claimed at once; they go out together over the pool's connections. */
const BATCH = 100;
const TICK_MS = 5_000;
/** A claimed mail is leased for this long: if its process dies mid-send, another delivery takes it up again. */
const LEASE_MS = 10 * 60_000;
/**
 * nodemailer waits up to 10 minutes on a silent server by default. Ten pooled connections instead of
 * nodemailer's 5: a batch's mails wait on each SMTP command's round trip, not on CPU, so more of them
 * in flight is what a busy machine needs to keep 200 e-mails/s (bench/mail-sending.ts). SMTP_URL's
 * query still wins (`?maxConnections=5` for a relay that allows fewer).
 */
const SMTP_OPTIONS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000, maxConnections: 10 };
/** Shutdown waits this long for a send in progress; a mail it leaves SENDING is sent again after its lease. */
const STOP_WAIT_MS = 3_000;

/**
 * The SMTP transport, in a worker thread made when the first mail is sent (smtp-worker.ts): nodemailer
 * (39 modules) is not loaded at start (issue 18), and building and sending the messages costs the
 * players' event loop nothing (issue 14: plays/s while 10,000 e-mails go out). Pooled in the worker:
 * a connection per mail cost about 100 ms each against a local peer (9 mails/s; pooled, over 200/s,
 * bench/mail-sending.ts). A worker that dies fails the mails in flight (sent again later) and is made
 * anew with the next mail.
 */
function smtpTransport(url: string) {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  const start = () => {
    const made = new Worker(new URL('./smtp-worker.ts', import.meta.url), {
      workerData: { url, options: SMTP_OPTIONS },
    });
    made.on('message', (answer: SmtpAnswer) => {
      const waiting = pending.get(answer.id);
      pending.delete(answer.id);
      if (pending.size === 0) made.unref();
      if (answer.error === undefined) waiting?.resolve();
      else waiting?.reject(new Error(answer.error));
    });
    made.on('error', (error) => failAll(error));
    made.on('exit', () => {
      if (worker === made) worker = undefined;
      failAll(new Error('the SMTP sender stopped'));
    });
    return made;
  };
  return {
    sendMail(mail: SendMailOptions): Promise<void> {
      worker ??= start();
      // Idle, the thread keeps no process alive; a send in flight does.
      if (pending.size === 0) worker.ref();
      const id = nextId++;
      const sent = new Promise<void>((resolve, reject) => pending.set(id, { resolve, reject }));
      worker.postMessage({ kind: 'send', id, mail } satisfies SmtpRequest);
      return sent;
    },
    close() {
      const closing = worker;
      worker = undefined;
      closing?.postMessage({ kind: 'close' } satisfies SmtpRequest);
    },
  };
}

/**
 * Without SMTP_URL mails are KEPT in the outbox for a super admin to read; with it a loop delivers them,
 * claiming rows with SKIP LOCKED so that several processes never send the same mail twice. A claim is a
 * lease (SENDING until nextAttemptAt): a mail left SENDING by a process that died is sent again later.
 */
export function createMailer(
  config: Config,
  db: Db,
  log: { error(obj: unknown, msg: string): void },
  files?: FileStorage,
): Mailer {
  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : null;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function deliverDue(): Promise<number> {
    if (!transport) return 0;
    // One statement claims the batch (no transaction round trips): the oldest due mails, skipping those
    // another process holds, leased as SENDING; `attempts` comes back counting this one.
    const due = await db
      .update(emailOutbox)
      .set({
        status: 'SENDING',
        attempts: sql`${emailOutbox.attempts} + 1`,
        nextAttemptAt: new Date(Date.now() + LEASE_MS),
      })
      .where(
        inArray(
          emailOutbox.id,
          db
            .select({ id: emailOutbox.id })
            .from(emailOutbox)
            .where(and(inArray(emailOutbox.status, ['PENDING', 'SENDING']), lte(emailOutbox.nextAttemptAt, sql`now()`)))
            .orderBy(emailOutbox.nextAttemptAt)
            .limit(BATCH)
            .for('update', { skipLocked: true }),
        ),
      )
      .returning();
    // The batch goes out at once over the transport's pool (a few connections, each reused); the sent
    // ones are marked in one statement, a failure on its own with its answer.
    const sentIds: string[] = [];
    await Promise.all(
      due.map(async (mail) => {
        try {
          await transport.sendMail({
            from: mail.fromName ? { name: mail.fromName, address: addressOf(config.mailFrom) } : config.mailFrom,
            to: mail.toAddress,
            replyTo: mail.replyTo || undefined,
            subject: mail.subject,
            text: mail.textBody,
            html: mail.htmlBody ?? undefined,
            headers: mail.headers ?? undefined,
            attachments: mail.attachmentKey ? [await attachmentOf(mail)] : undefined,
          });
          sentIds.push(mail.id);
        } catch (error) {
          const attempts = mail.attempts;
          const isFinal = attempts >= MAX_ATTEMPTS;
          await db
            .update(emailOutbox)
            .set({
              status: isFinal ? 'FAILED' : 'PENDING',
              lastError: String((error as Error).message ?? error).slice(0, 1000),
              nextAttemptAt: new Date(Date.now() + 2 ** attempts * 30_000),
            })
            .where(eq(emailOutbox.id, mail.id));
          log.error({ err: error, emailId: mail.id }, 'e-mail delivery failed');
        }
      }),
    );
    if (sentIds.length > 0) {
      await db
        .update(emailOutbox)
        .set({ status: 'SENT', sentAt: new Date(), lastError: null })
        .where(inArray(emailOutbox.id, sentIds));
    }
    const sent = sentIds.length;
    return sent;
  }

  /** The attached file's bytes, read from the storage when the mail is sent (the outbox keeps only its key). */
  async function attachmentOf(mail: typeof emailOutbox.$inferSelect) {
    if (!files || !mail.attachmentKey) throw new Error('no file storage for the attachment');
    const stored = await files.get(mail.attachmentKey);
    if (!stored) throw new Error(`the attachment ${mail.attachmentName ?? ''} is no longer stored`);
    return {
      filename: mail.attachmentName ?? 'attachment',
      content: await buffer(stored.body),
      contentType: mail.attachmentType ?? stored.contentType,
    };
  }

  /** An outbox row as JSON, its keys the table's columns (enqueueMany reads them with json_populate_recordset). */
  const toRow = (email: OutgoingEmail) => ({
    company_id: email.companyId,
    to_address: email.to,
    subject: email.subject,
    text_body: email.text,
    html_body: email.html ?? null,
    secrets: email.secrets ?? [],
    status: transport ? 'PENDING' : 'KEPT',
    campaign_id: email.campaign?.campaignId ?? null,
    play_id: email.campaign?.playId ?? null,
    outcome: email.campaign?.outcome ?? null,
    is_test: email.campaign?.isTest ?? false,
    from_name: email.fromName || null,
    reply_to: email.replyTo || null,
    headers: email.headers ?? null,
    attachment_key: email.attachment?.key ?? null,
    attachment_name: email.attachment?.name ?? null,
    attachment_type: email.attachment?.contentType ?? null,
  });

  async function enqueueMany(tx: DbOrTx, emails: OutgoingEmail[]): Promise<void> {
    if (emails.length === 0) return;
    // The batch is one JSON parameter, not 17 per row: a campaign's batch of 200 e-mails (2 MB of bodies)
    // costs the server's thread one string instead of 3,400 bound values (issue 14, plays while e-mails go out).
    // A campaign e-mail of a play already written (another process) is not written twice.
    await tx.execute(sql`
      insert into email_outbox (${sql.raw(OUTBOX_COLUMNS)})
      select ${sql.raw(OUTBOX_COLUMNS)} from json_populate_recordset(null::email_outbox, ${JSON.stringify(emails.map(toRow))}::json)
      on conflict (play_id) where play_id is not null do nothing`);
  }

  function runOnce(): Promise<number> {
    running ??= deliverDue()
      .catch((error) => {
        log.error({ err: error }, 'outbox delivery failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    enqueue: (tx, email) => enqueueMany(tx, [email]),
    enqueueMany,
    kick() {
      if (transport) setImmediate(() => void runOnce());
    },
    deliverDue: runOnce,
    start() {
      if (!transport || timer) return;
      timer = setInterval(() => void runOnce(), TICK_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      if (running) {
        let wait: NodeJS.Timeout | undefined;
        await Promise.race([running, new Promise((resolve) => (wait = setTimeout(resolve, STOP_WAIT_MS)))]);
        clearTimeout(wait);
      }
      transport?.close();
    },
  };
}
