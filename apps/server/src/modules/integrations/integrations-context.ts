import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createLeadExportWorker } from '../exports/lead-export-worker.ts';
import { createAwardDelivery } from '../loyalty/award-delivery.ts';
import { type CredentialsCipher, cipherOver } from './credentials-cipher.ts';
import type { CredentialKeyring } from './credentials-crypto.ts';
import { resolveCredentialKeyring } from './credentials-keyring.ts';
import { createLeadFlow } from './lead-flow.ts';

/** What the app holds of the lead flow: the credentials cipher and the delivery engine (started by the server). */
export type Integrations = {
  cipher(): Promise<CredentialsCipher>;
  /** The credentials keyring itself, for other secrets at rest (the loyalty app secret). */
  keyring(): Promise<CredentialKeyring>;
  /** Asks the pump to look now (a replay, a resume); nothing until started. */
  kick(): void;
  /** Asks the background leads exports' pump to look now (an export started or retried); nothing until started. */
  kickExports(): void;
  start(): Promise<void>;
  stop(): Promise<void>;
};

export function createIntegrations(
  config: Config,
  database: Database,
  log: { error(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void },
): Integrations {
  let keyring: Promise<CredentialKeyring> | undefined;
  const loadKeyring = () => {
    keyring ??= resolveCredentialKeyring(database.db, config);
    keyring.catch(() => {
      keyring = undefined;
    });
    return keyring;
  };
  const loadCipher = () => loadKeyring().then(cipherOver);
  // The loyalty program's award deliveries share the lead flow's pg-boss (issue 15).
  const awards = createAwardDelivery({ config, database, keyring: loadKeyring, log });
  // So do the background leads exports (issue 16).
  const exports = createLeadExportWorker({ config, database, log });
  const flow = createLeadFlow({ config, database, cipher: loadCipher, log, alongside: [awards, exports] });
  return {
    cipher: loadCipher,
    keyring: loadKeyring,
    kick: flow.kick,
    kickExports: exports.kick,
    start: flow.start,
    stop: flow.stop,
  };
}
