import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../src/db/schema/index.ts';
import { readDocument } from '../src/modules/campaigns/campaign-document.service.ts';
import { logIn } from './companies-fixture.ts';
import { loyaltyApi } from './loyalty-fixture.ts';
import { type PlaySeed, seedPlay } from './play-fixture.ts';
import { DIALECTS } from './test-app.ts';

/** Spec §3 Company integration, Loyalty outcome setting, Spending points; §4 Loyalty form; §5. */
describe.each(DIALECTS)('loyalty settings API (%s)', (kind) => {
  let s: PlaySeed;
  let api: ReturnType<typeof loyaltyApi>;
  beforeAll(async () => {
    s = await seedPlay(kind);
    api = loyaltyApi(s.t, (await logIn(s.t, 'editor@demo.test')).accessToken);
  }, 60_000);
  afterAll(() => s?.t.close());

  const documentOf = async (campaignId: string) => {
    const [row] = await s.t.ctx.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    return readDocument(row.document);
  };
  const registerIncluded = async (campaignId: string) =>
    (await documentOf(campaignId)).pages.find((page) => page.key === 'register')?.included;

  it('keeps company integrations: list, a key once per company, a new key reaches the settings, no delete while used', async () => {
    const program = await api.addIntegration('bonus-club');
    const listed = await api.call('GET', '/integrations');
    expect(listed.body.data).toContainEqual(
      expect.objectContaining({ id: program.id, loyaltyIntegration: { key: 'bonus-club' } }),
    );
    const again = await api.call('POST', '/integrations', { key: 'bonus-club', name: 'Twice' });
    expect(again.status).toBe(409);
    const bad = await api.call('POST', '/integrations', { key: 'has space', name: '' });
    expect(bad.status).toBe(400);

    const { id: campaignId } = await s.publishWheel({ registrationType: '' });
    await api.submitForm(campaignId, 'win', { companyIntegrationId: program.id, identifier: 'WIN-1', points: 5 });
    const renamed = await api.call('PUT', `/integrations/${program.id}`, { key: 'bonus-club-2', name: 'Bonus' });
    expect(renamed.status).toBe(200);
    const settings = await api.call('GET', `/outcome-settings/campaign/${campaignId}`);
    expect(settings.body.data).toEqual([expect.objectContaining({ outcomeId: 'win', integrationKey: 'bonus-club-2' })]);
    expect((await api.call('DELETE', `/integrations/${program.id}`)).body).toMatchObject({
      code: 'INTEGRATION_IN_USE',
    });

    const unused = await api.addIntegration();
    expect((await api.call('DELETE', `/integrations/${unused.id}`)).status).toBe(200);
  });

  it('§4: null does nothing, "" without a setting does nothing, an integration creates then updates', async () => {
    const program = await api.addIntegration();
    const { id: campaignId } = await s.publishWheel({ registrationType: '' });
    const none = await api.submitForm(campaignId, 'win', { companyIntegrationId: null });
    expect(none.body.data).toMatchObject({
      action: 'none',
      setting: null,
      registrationType: '',
      registerPageIncluded: true,
    });
    const nothingToDelete = await api.submitForm(campaignId, 'win', { companyIntegrationId: '' });
    expect(nothingToDelete.body.data.action).toBe('none');

    const created = await api.submitForm(campaignId, 'win', {
      companyIntegrationId: program.id,
      identifier: 'W',
      points: 10,
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      action: 'created',
      setting: { outcomeId: 'win', identifier: 'W', points: 10, integrationKey: program.key, campaignId },
      registrationType: 'appSolution',
      registerPageIncluded: false,
    });
    const document = await documentOf(campaignId);
    expect(document.registrationType).toBe('appSolution');
    // The flow is relinked without the register page (§4 Page inclusion).
    expect(document.pages.some((page) => page.nextPage === 'register')).toBe(false);

    const updated = await api.submitForm(campaignId, 'win', {
      companyIntegrationId: program.id,
      identifier: 'W2',
      points: null,
    });
    expect(updated.body.data).toMatchObject({ action: 'updated', setting: { identifier: 'W2', points: null } });
    const unchanged = await api.submitForm(campaignId, 'win', { companyIntegrationId: null });
    expect(unchanged.body.data).toMatchObject({ action: 'none', setting: { identifier: 'W2' } });
    expect((await api.call('GET', `/outcome-settings/${updated.body.data.setting.id}`)).body.data.identifier).toBe(
      'W2',
    );
  });

  it('§5: the loyalty identifier is required; an outcome the campaign lacks and a foreign integration are refused', async () => {
    const program = await api.addIntegration();
    const { id: campaignId } = await s.publishWheel();
    const missing = await api.submitForm(campaignId, 'win', {
      companyIntegrationId: program.id,
      identifier: ' ',
      points: 1,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.violations).toContainEqual({
      field: 'identifier',
      message: 'The loyalty identifier is required.',
    });
    const noOutcome = await api.submitForm(campaignId, 'jackpot', {
      companyIntegrationId: program.id,
      identifier: 'X',
    });
    expect(noOutcome.status).toBe(400);
    const foreign = await api.submitForm(campaignId, 'win', {
      companyIntegrationId: '00000000-0000-4000-8000-000000000000',
      identifier: 'X',
    });
    expect(foreign.status).toBe(400);
    const negative = await api.submitForm(campaignId, 'win', {
      companyIntegrationId: program.id,
      identifier: 'X',
      points: -1,
    });
    expect(negative.status).toBe(400);
  });

  it('§4: after a delete with no settings and no spending points the register page is included and the type reset', async () => {
    const program = await api.addIntegration();
    const { id: campaignId } = await s.publishWheel({ registrationType: '' });
    await api.submitForm(campaignId, 'win', { companyIntegrationId: program.id, identifier: 'W' });
    await api.submitForm(campaignId, 'lose', { companyIntegrationId: program.id, identifier: 'L' });

    // Another setting is left: still an app campaign.
    const first = await api.submitForm(campaignId, 'win', { companyIntegrationId: '' });
    expect(first.body.data).toMatchObject({
      action: 'deleted',
      registrationType: 'appSolution',
      registerPageIncluded: false,
    });
    expect(await registerIncluded(campaignId)).toBe(false);

    const last = await api.submitForm(campaignId, 'lose', { companyIntegrationId: '' });
    expect(last.body.data).toMatchObject({ action: 'deleted', registrationType: '', registerPageIncluded: true });
    expect((await documentOf(campaignId)).registrationType).toBe('');
    expect(await registerIncluded(campaignId)).toBe(true);
  });

  it('§4: spending points keep the campaign an app campaign after its last setting is deleted', async () => {
    const program = await api.addIntegration();
    const { id: campaignId } = await s.publishWheel({ registrationType: '' });
    await api.submitForm(campaignId, 'win', { companyIntegrationId: program.id, identifier: 'W' });
    const spending = await api.call('PUT', `/spending-points/${campaignId}`, {
      companyIntegrationId: program.id,
      pointsPerPlay: 3,
    });
    expect(spending.body.data).toMatchObject({ campaignId, pointsPerPlay: 3, integrationKey: program.key });
    const deleted = await api.submitForm(campaignId, 'win', { companyIntegrationId: '' });
    expect(deleted.body.data).toMatchObject({
      action: 'deleted',
      registrationType: 'appSolution',
      registerPageIncluded: false,
    });

    // Spending points: CRUD; their delete with no setting left resets the registration too.
    expect((await api.call('GET', `/spending-points/${campaignId}`)).body.data.pointsPerPlay).toBe(3);
    const changed = await api.call('PUT', `/spending-points/${campaignId}`, {
      companyIntegrationId: program.id,
      pointsPerPlay: 4,
    });
    expect(changed.body.data.pointsPerPlay).toBe(4);
    expect(
      (await api.call('PUT', `/spending-points/${campaignId}`, { companyIntegrationId: program.id, pointsPerPlay: 0 }))
        .status,
    ).toBe(400);
    expect((await api.call('DELETE', `/spending-points/${campaignId}`)).status).toBe(200);
    expect((await api.call('GET', `/spending-points/${campaignId}`)).body.data).toBeNull();
    expect((await documentOf(campaignId)).registrationType).toBe('');
    expect(await registerIncluded(campaignId)).toBe(true);
    expect((await api.call('DELETE', `/spending-points/${campaignId}`)).status).toBe(404);
  });

  it('DELETE /outcome-settings/{id} is the form delete, with its rule', async () => {
    const program = await api.addIntegration();
    const { id: campaignId } = await s.publishWheel({ registrationType: '' });
    const created = await api.submitForm(campaignId, 'win', { companyIntegrationId: program.id, identifier: 'W' });
    const deleted = await api.call('DELETE', `/outcome-settings/${created.body.data.setting.id}`);
    expect(deleted.body.data).toMatchObject({ action: 'deleted', registrationType: '', registerPageIncluded: true });
    expect((await api.call('GET', `/outcome-settings/${created.body.data.setting.id}`)).status).toBe(404);
  });

  it("shows the app's signing secret once", async () => {
    expect((await api.call('GET', '/app-secret')).body.data).toEqual({ exists: false, createdAt: null });
    const made = await api.call('POST', '/app-secret');
    expect(made.status).toBe(201);
    expect(made.body.data.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const status = await api.call('GET', '/app-secret');
    expect(status.body.data.exists).toBe(true);
    expect(JSON.stringify(status.body)).not.toContain(made.body.data.secret);
  });

  it('a viewer reads but may not change loyalty settings', async () => {
    const viewer = loyaltyApi(s.t, (await logIn(s.t, 'viewer@demo.test')).accessToken);
    expect((await viewer.call('GET', '/integrations')).status).toBe(200);
    expect((await viewer.call('POST', '/integrations', { key: 'v', name: 'v' })).status).toBe(403);
    expect((await viewer.call('POST', '/app-secret')).status).toBe(403);
  });
});
