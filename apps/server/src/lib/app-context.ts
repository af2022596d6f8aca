import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { AnalyticsRollup } from '../modules/analytics/analytics-rollup.ts';
import type { AccessTokenSigner } from '../modules/auth/access-tokens.ts';
import type { Mailer } from '../modules/emails/mailer.ts';
import type { Integrations } from '../modules/integrations/integrations-context.ts';

/** What services need from the running app; built once in buildApp and passed down explicitly. */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  tokens: AccessTokenSigner;
  mailer: Mailer;
  /** Gathers analytics counts and writes them once a second (issue 16). */
  analytics: AnalyticsRollup;
  /** The lead flow (issue 15): destinations' credentials cipher and the delivery engine. */
  integrations: Integrations;
  state: {
    /** Shutdown began: health answers 503 so a load balancer stops sending, answers close their connection. */
    isShuttingDown: boolean;
    /** The listener is closing: requests still arriving on open connections get 503 (plugins/shutdown.ts). */
    isClosing: boolean;
  };
};
