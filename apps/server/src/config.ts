import { resolve } from 'node:path';
import { z } from 'zod';

/** The one place that reads process.env (ARCHITECTURE §1). Every setting has a default that runs embedded. */
const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  STORAGE_URL: z
    .string()
    .regex(/^s3:\/\//, 'STORAGE_URL must start with s3:// (see the README, File storage)')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Game Campaigns <no-reply@localhost>'),
  /** Campaign e-mails written to the outbox per second at most, so that a big mailing leaves players their CPU (issue 14). */
  MAIL_QUEUE_PER_SECOND: z.coerce.number().int().min(1).default(215),
  /** Where the chat widget's messages go (issue 17): the support team's mailbox. */
  SUPPORT_EMAIL: z
    .string()
    .regex(/^[^\s@]+@[^\s@]+$/, 'SUPPORT_EMAIL must be an e-mail address')
    .default('support@localhost'),
  TRUST_PROXY: z.string().optional(),
  DEMO_SEED: booleanString.default(true),
  DEMO_PASSWORD: z.string().min(1).optional(),
  DEMO_ENABLED: booleanString.default(true),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must have at least 32 characters').optional(),
  /** `id:key[,id:key…]` (32-byte keys, base64 or hex); the first encrypts destinations' credentials. */
  CREDENTIALS_KEYS: z
    .string()
    .regex(
      /^\s*[A-Za-z0-9_-]{1,32}:[A-Za-z0-9+/=_-]{43,64}\s*(,\s*[A-Za-z0-9_-]{1,32}:[A-Za-z0-9+/=_-]{43,64}\s*)*$/,
      'CREDENTIALS_KEYS must be id:key[,id:key…] with 32-byte keys (openssl rand -base64 32)',
    )
    .optional(),
  /** The lead flow's timing (issue 15); tests and the e2e shorten it. */
  LEAD_DELIVERY_DELAY_SECONDS: z.coerce.number().min(0).default(10),
  LEAD_DELIVERY_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(30),
  LEAD_DELIVERY_RETRY_LIMIT: z.coerce.number().int().min(0).default(13),
  LEAD_DELIVERY_TIMEOUT_SECONDS: z.coerce.number().min(0.1).default(10),
  /** Attempts per second at most, per process (issue 15: players keep ≥ 0.5 of their rate while a backlog goes out). */
  LEAD_DELIVERY_PER_SECOND: z.coerce.number().int().min(5).default(250),
  EXPORT_PART_ROWS: z.coerce.number().int().min(1).default(10_000),
  /** Lets destinations (webhooks, connectors) be internal addresses: the tests' local receivers only (docs/security.md). */
  INTEGRATIONS_ALLOW_PRIVATE_URLS: booleanString.default(false),
  /** HubSpot's API origin (a sandbox proxy; the e2e's fake HubSpot). */
  HUBSPOT_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** JSON lines for a log collector; `pretty` (npm run dev) for a person reading a terminal. */
  LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
  WEB_DIST: z.string().optional(),
  PLAYER_DIST: z.string().optional(),
});

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  storageUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailQueuePerSecond: number;
  supportEmail: string;
  /** Passed to Fastify's trustProxy: unset means client addresses are the socket's. */
  trustProxy: boolean | string | number;
  demoSeed: boolean;
  demoPassword: string | undefined;
  /** Demo offers and registration from their links (spec §2 register-demo, §9 "demo can be disabled"). */
  isDemoEnabled: boolean;
  jwtSecret: string | undefined;
  /** Keys of integration credentials at rest; unset: one derived from the app's secret (credentials-keyring.ts). */
  credentialsKeys: string | undefined;
  leadDelivery: {
    /** The first attempt waits this long after the lead, so that its first play is in the payload. */
    delaySeconds: number;
    /** Exponential backoff from this, capped at 6 h: 13 retries from 30 s span about a day. */
    retryDelaySeconds: number;
    retryLimit: number;
    /** One attempt's HTTP timeout. */
    timeoutSeconds: number;
    /** Attempts per second at most, per process: a backlog does not take the players' database. */
    perSecond: number;
    /** Destinations may be internal addresses (loopback, private networks): off unless a test or local setup says so. */
    allowPrivateUrls: boolean;
    /** HubSpot's API origin when not https://api.hubapi.com (HUBSPOT_API_URL). */
    hubspotApiUrl: string | undefined;
  };
  /** Leads read per part of a background leads export: a part is held in memory, then stored and committed. */
  exportPartRows: number;
  logLevel: string;
  /** `pretty` through pino-pretty (a dev dependency: production installs without it log JSON). */
  logFormat: 'json' | 'pretty';
  /** Folder of the built builder SPA; unset means apps/web/dist beside this package. */
  webDist: string;
  /** Folder of the built player app (served at /p/); unset means apps/player/dist beside this package. */
  playerDist: string;
};

function parseTrustProxy(value: string | undefined): boolean | string | number {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    storageUrl: e.STORAGE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailQueuePerSecond: e.MAIL_QUEUE_PER_SECOND,
    supportEmail: e.SUPPORT_EMAIL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    demoSeed: e.DEMO_SEED,
    demoPassword: e.DEMO_PASSWORD,
    isDemoEnabled: e.DEMO_ENABLED,
    jwtSecret: e.JWT_SECRET,
    credentialsKeys: e.CREDENTIALS_KEYS,
    leadDelivery: {
      delaySeconds: e.LEAD_DELIVERY_DELAY_SECONDS,
      retryDelaySeconds: e.LEAD_DELIVERY_RETRY_DELAY_SECONDS,
      retryLimit: e.LEAD_DELIVERY_RETRY_LIMIT,
      timeoutSeconds: e.LEAD_DELIVERY_TIMEOUT_SECONDS,
      perSecond: e.LEAD_DELIVERY_PER_SECOND,
      allowPrivateUrls: e.INTEGRATIONS_ALLOW_PRIVATE_URLS,
      hubspotApiUrl: e.HUBSPOT_API_URL?.replace(/\/$/, ''),
    },
    exportPartRows: e.EXPORT_PART_ROWS,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    webDist: resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    playerDist: resolve(e.PLAYER_DIST ?? new URL('../../player/dist', import.meta.url).pathname),
  };
}
