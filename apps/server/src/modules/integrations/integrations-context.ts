import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { type CredentialsCipher, cipherOver } from './credentials-cipher.ts';
import { resolveCredentialKeyring } from './credentials-keyring.ts';
import { createLeadFlow } from './lead-flow.ts';

/** What the app holds of the lead flow: the credentials cipher and the delivery engine (started by the server). */
export type Integrations = {
  cipher(): Promise<CredentialsCipher>;
  /** Asks the pump to look now (a replay, a resume); nothing until started. */
  kick(): void;
  start(): Promise<void>;
  stop(): Promise<void>;
};

export function createIntegrations(
  config: Config,
  database: Database,
  log: { error(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void },
): Integrations {
  let cipher: Promise<CredentialsCipher> | undefined;
  const loadCipher = () => {
    cipher ??= resolveCredentialKeyring(database.db, config).then(cipherOver);
    cipher.catch(() => {
      cipher = undefined;
    });
    return cipher;
  };
  const flow = createLeadFlow({ config, database, cipher: loadCipher, log });
  return { cipher: loadCipher, kick: flow.kick, start: flow.start, stop: flow.stop };
}
