import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../../../test/test-app.ts';
import { decryptCredentials, encryptCredentials } from './credentials-crypto.ts';
import { resolveCredentialKeyring } from './credentials-keyring.ts';

describe.each(DIALECTS)('credentials keyring (%s)', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app.close());

  it('works embedded with no setting, and CREDENTIALS_KEYS takes over sealing while the old values still open', async () => {
    const embedded = await resolveCredentialKeyring(app.ctx.db, { credentialsKeys: undefined, jwtSecret: undefined });
    expect(embedded.current.id).toBe('app1');
    const sealed = encryptCredentials(embedded, { accessToken: 'pat-eu1-secret' }, 'company:destination');
    // Another process (same database) derives the same key.
    const elsewhere = await resolveCredentialKeyring(app.ctx.db, { credentialsKeys: undefined, jwtSecret: undefined });
    expect(decryptCredentials(elsewhere, sealed, 'company:destination')).toEqual({ accessToken: 'pat-eu1-secret' });

    const configured = await resolveCredentialKeyring(app.ctx.db, {
      credentialsKeys: `k2026:${randomBytes(32).toString('base64')}`,
      jwtSecret: undefined,
    });
    expect(configured.current.id).toBe('k2026');
    expect(decryptCredentials(configured, sealed, 'company:destination')).toEqual({ accessToken: 'pat-eu1-secret' });
  });
});
