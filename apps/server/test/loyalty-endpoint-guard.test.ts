import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from './companies-fixture.ts';
import { loyaltyApi } from './loyalty-fixture.ts';
import { type PlaySeed, seedPlay } from './play-fixture.ts';
import { DIALECTS } from './test-app.ts';

/**
 * A loyalty program's endpoint receives the awarded points, so it is held to the rule of lead
 * destinations (docs/security.md): no internal address is saved, and nothing changes when one is sent.
 */
describe.each(DIALECTS)('loyalty program endpoints (%s)', (kind) => {
  let s: PlaySeed;
  let api: ReturnType<typeof loyaltyApi>;
  beforeAll(async () => {
    s = await seedPlay(kind, { env: { INTEGRATIONS_ALLOW_PRIVATE_URLS: 'false' } });
    api = loyaltyApi(s.t, (await logIn(s.t, 'editor@demo.test')).accessToken);
  }, 60_000);
  afterAll(() => s?.t.close());

  it.each([
    ['http://169.254.169.254/latest/meta-data/', /169\.254\.169\.254 is/],
    ['http://127.0.0.1:8080/awards', /127\.0\.0\.1 is/],
    ['http://10.1.2.3/awards', /10\.1\.2\.3 is/],
    ['http://[::1]/awards', /::1 is/],
  ])('refuses %s with a 400 that names the field, on create and on edit', async (endpointUrl, why) => {
    const created = await api.call('POST', '/integrations', { key: `p-${Date.now()}`, name: 'P', endpointUrl });
    expect(created.status).toBe(400);
    expect(created.body.violations).toEqual([{ field: 'endpointUrl', message: expect.stringMatching(why) }]);

    const program = await api.addIntegration();
    const edited = await api.call('PUT', `/integrations/${program.id}`, { key: program.key, name: 'P', endpointUrl });
    expect(edited.status).toBe(400);
    const listed = await api.call('GET', '/integrations');
    const kept = (listed.body.data as { id: string; endpointUrl: string }[]).find((p) => p.id === program.id);
    expect(kept?.endpointUrl).toBe('');
  });

  it('saves a public address', async () => {
    const program = await api.addIntegration();
    const edited = await api.call('PUT', `/integrations/${program.id}`, {
      key: program.key,
      name: 'P',
      endpointUrl: 'https://93.184.215.14/awards',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.endpointUrl).toBe('https://93.184.215.14/awards');
  });
});
