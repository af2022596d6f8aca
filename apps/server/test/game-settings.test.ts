import type { CampaignDraft } from '@gc/contracts/campaigns';
import { WHEEL_DEFAULTS, type WheelSettings } from '@gc/games/spin-the-wheel/definition';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prizeAuditLog, prizePools } from '../src/db/schema/index.ts';
import { type CampaignsSeed, seedCampaigns, UNKNOWN_ID } from './campaigns-fixture.ts';
import { DIALECTS } from './test-app.ts';

const settingsUrl = (campaignId: string, type = 'spin-the-wheel') =>
  `/api/v1/games/${type}/game-settings/${campaignId}`;

/** The defaults with one sector given a pool and odds. */
function withPrize(index: number, poolId: string | null, oddsBp: number, base: WheelSettings = WHEEL_DEFAULTS) {
  return { ...base, sectors: base.sectors.map((s, i) => (i === index ? { ...s, poolId, oddsBp } : s)) };
}

describe.each(DIALECTS)('game settings on %s', (kind) => {
  let s = {} as CampaignsSeed;
  let wheel = {} as CampaignDraft;
  let ownPool = '';
  let deletedPool = '';
  let foreignPool = '';

  const insertPool = async (companyId: string, name: string, deletedAt: Date | null = null) => {
    const [row] = await s.t.ctx.db
      .insert(prizePools)
      .values({ companyId, name, stockTotal: 10, deletedAt })
      .returning({ id: prizePools.id });
    return row.id;
  };
  const read = (campaignId: string, token = s.tokens.EDITOR, type?: string) =>
    s.api.get(settingsUrl(campaignId, type), token);
  const write = (campaignId: string, body: unknown, token = s.tokens.EDITOR, type?: string) =>
    s.api.put(settingsUrl(campaignId, type), body, token);
  const storedSettings = async (campaignId: string) => (await s.draftOf(campaignId)).document.game.settings;
  const auditOf = (campaignId: string) =>
    s.t.ctx.db
      .select()
      .from(prizeAuditLog)
      .where(and(eq(prizeAuditLog.campaignId, campaignId), eq(prizeAuditLog.action, 'odds.changed')))
      .orderBy(prizeAuditLog.at);

  beforeAll(async () => {
    s = await seedCampaigns(kind);
    wheel = await s.newDraft({ name: 'Settings Wheel' });
    ownPool = await insertPool(s.companyId, 'Own voucher');
    deletedPool = await insertPool(s.companyId, 'Deleted voucher', new Date());
    foreignPool = await insertPool(s.other.id, 'Foreign voucher');
  });
  afterAll(() => s.t.close());

  it("reads a new campaign's settings: the type's defaults with their version", async () => {
    for (const token of [s.tokens.EDITOR, s.tokens.VIEWER]) {
      const response = await read(wheel.campaign.id, token);
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({ version: 1, settings: WHEEL_DEFAULTS });
    }
    const advanced = await s.newDraft({ name: 'Settings Advanced', campaignType: 'advanced-spin-the-wheel' });
    const response = await read(advanced.campaign.id, s.tokens.EDITOR, 'advanced-spin-the-wheel');
    expect(response.body.data.settings).toMatchObject({ multiRegistration: true, playsPerDay: 10_000 });
  });

  it('saves changes into the draft and answers what was stored', async () => {
    const draft = await s.newDraft({ name: 'Settings Saved' });
    const body = { ...WHEEL_DEFAULTS, wheelSpeed: 2.5, legendEnabled: true, unknownKey: 'dropped' };
    const response = await write(draft.campaign.id, body, s.tokens.CREATOR);
    expect(response.status).toBe(200);
    const { unknownKey: _dropped, ...expected } = body;
    expect(response.body.data).toEqual({ version: 1, settings: expected });
    expect((await read(draft.campaign.id)).body.data.settings).toEqual(expected);
    const after = await s.draftOf(draft.campaign.id);
    expect(after.revision).toBe(draft.revision + 1);
    // Only the game part changed.
    expect(after.document.texts).toEqual(draft.document.texts);
  });

  it('stores playsPerDay over 1 as 1 without multi-registration, and keeps it with', async () => {
    const draft = await s.newDraft({ name: 'Settings Plays' });
    const single = await write(draft.campaign.id, { ...WHEEL_DEFAULTS, multiRegistration: false, playsPerDay: 5 });
    expect(single.status).toBe(200);
    expect(single.body.data.settings.playsPerDay).toBe(1);
    expect(await storedSettings(draft.campaign.id)).toMatchObject({ multiRegistration: false, playsPerDay: 1 });

    const multi = await write(draft.campaign.id, { ...WHEEL_DEFAULTS, multiRegistration: true, playsPerDay: 5 });
    expect(multi.body.data.settings.playsPerDay).toBe(5);
    expect(await storedSettings(draft.campaign.id)).toMatchObject({ multiRegistration: true, playsPerDay: 5 });
  });

  it('refuses odds over 10,000 bp in total, naming the field, and keeps the draft', async () => {
    const draft = await s.newDraft({ name: 'Settings Odds' });
    const over = withPrize(0, null, 6_000, withPrize(2, null, 4_001));
    const total = await write(draft.campaign.id, over);
    expect(total.status).toBe(400);
    expect(total.body.code).toBe('VALIDATION_FAILED');
    expect(total.body.violations).toContainEqual(expect.objectContaining({ field: 'settings.sectors' }));

    const single = await write(draft.campaign.id, withPrize(3, ownPool, 10_001));
    expect(single.status).toBe(400);
    expect(single.body.violations).toContainEqual(expect.objectContaining({ field: 'settings.sectors.3.oddsBp' }));
    expect(await storedSettings(draft.campaign.id)).toEqual(WHEEL_DEFAULTS);
  });

  it("refuses another company's pool and a deleted pool, at the sector's field", async () => {
    const draft = await s.newDraft({ name: 'Settings Foreign Pool' });
    // An upper-case id of the company's own pool is refused too: ids are stored as the prizes API gives them.
    for (const poolId of [foreignPool, deletedPool, UNKNOWN_ID, ownPool.toUpperCase()]) {
      const response = await write(draft.campaign.id, withPrize(2, poolId, 2_500));
      expect(response.status, poolId).toBe(400);
      expect(response.body.violations).toContainEqual(
        expect.objectContaining({
          field: 'settings.sectors.2.poolId',
          message: expect.stringContaining('does not exist'),
        }),
      );
    }
    const listed = await write(draft.campaign.id, { ...WHEEL_DEFAULTS, poolIds: [foreignPool, 'not-a-uuid'] });
    expect(listed.status).toBe(400);
    expect(listed.body.violations.map((v: { field: string }) => v.field)).toEqual([
      'settings.poolIds.0',
      'settings.poolIds.1',
    ]);
    expect(await storedSettings(draft.campaign.id)).toEqual(WHEEL_DEFAULTS);
    expect(await auditOf(draft.campaign.id)).toEqual([]);
  });

  it("saves the company's own pool and audits each change of a sector's prize or odds", async () => {
    const draft = await s.newDraft({ name: 'Settings Own Pool' });
    const first = withPrize(2, ownPool, 2_500);
    const saved = await write(draft.campaign.id, { ...first, poolIds: [ownPool] });
    expect(saved.status).toBe(200);
    expect(saved.body.data.settings.sectors[2]).toMatchObject({ poolId: ownPool, oddsBp: 2_500 });

    let audit = await auditOf(draft.campaign.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      companyId: s.companyId,
      actorEmail: 'editor@demo.test',
      poolId: ownPool,
      details: {
        slotId: 'sector-3',
        before: null,
        after: { poolId: ownPool, oddsBp: 2_500 },
      },
    });

    // A save that leaves prizes and odds alone writes no audit row.
    await write(draft.campaign.id, { ...first, poolIds: [ownPool], wheelSpeed: 3 });
    expect(await auditOf(draft.campaign.id)).toHaveLength(1);

    // Raising the odds of one sector and clearing another's prize: one row each.
    const next = withPrize(0, null, 0, withPrize(2, ownPool, 5_000, withPrize(4, ownPool, 1_000)));
    expect((await write(draft.campaign.id, next)).status).toBe(200);
    audit = await auditOf(draft.campaign.id);
    expect(audit.map((row) => row.details)).toEqual(
      expect.arrayContaining([
        { slotId: 'sector-3', before: { poolId: ownPool, oddsBp: 2_500 }, after: { poolId: ownPool, oddsBp: 5_000 } },
        { slotId: 'sector-5', before: null, after: { poolId: ownPool, oddsBp: 1_000 } },
      ]),
    );
    expect(audit).toHaveLength(3);
  });

  it('audits concurrent saves as one chain: each change starts where the previous one ended', async () => {
    const draft = await s.newDraft({ name: 'Settings Concurrent' });
    const odds = [1_000, 2_000, 3_000, 4_000, 5_000];
    const responses = await Promise.all(odds.map((oddsBp) => write(draft.campaign.id, withPrize(1, ownPool, oddsBp))));
    expect(responses.map((r) => r.status)).toEqual(odds.map(() => 200));

    // A slot without a prize before is `before: null` (no odds yet: 0).
    type Details = { before: { oddsBp: number } | null; after: { oddsBp: number } };
    const next = new Map<number, number>();
    for (const row of await auditOf(draft.campaign.id)) {
      const { before, after } = row.details as Details;
      const from = before?.oddsBp ?? 0;
      // A "before" read outside the row lock would repeat: two saves would both start from the same odds.
      expect(next.has(from), `two changes start from ${from}`).toBe(false);
      next.set(from, after.oddsBp);
    }
    let current = 0;
    for (let step = 0; step < odds.length; step++) current = next.get(current) ?? Number.NaN;
    const stored = (await storedSettings(draft.campaign.id)) as WheelSettings;
    expect(current).toBe(stored.sectors[1].oddsBp);
  });

  it('lets a VIEWER read but not write', async () => {
    expect((await read(wheel.campaign.id, s.tokens.VIEWER)).status).toBe(200);
    const response = await write(wheel.campaign.id, { ...WHEEL_DEFAULTS, wheelSpeed: 4 }, s.tokens.VIEWER);
    expect(response.status).toBe(403);
    expect(await storedSettings(wheel.campaign.id)).toEqual(WHEEL_DEFAULTS);
  });

  it("answers 404 for another company's campaign and leaves it alone", async () => {
    const foreign = await s.newDraft({ name: 'Settings Foreign Campaign' }, s.otherEditor);
    expect((await read(foreign.campaign.id)).status).toBe(404);
    const response = await write(foreign.campaign.id, { ...WHEEL_DEFAULTS, wheelSpeed: 4 });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('CAMPAIGN_NOT_FOUND');
    const own = await s.api.get(settingsUrl(foreign.campaign.id), s.otherEditor);
    expect(own.body.data.settings).toEqual(WHEEL_DEFAULTS);
    expect((await read(UNKNOWN_ID)).status).toBe(404);
  });

  it("PATCHes memory's settings (spec §7): the keys sent replace the stored ones, checked as a whole", async () => {
    const draft = await s.newDraft({ name: 'Settings Memory', campaignType: 'memory' });
    const url = settingsUrl(draft.campaign.id, 'memory');
    const patch = (body: unknown, token = s.tokens.EDITOR) => s.api.request('PATCH', url, { body, token });
    const before = (await read(draft.campaign.id, s.tokens.EDITOR, 'memory')).body.data.settings;
    const saved = await patch({ coverImageUrl: '/files/cover.png' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.settings).toEqual({ ...before, coverImageUrl: '/files/cover.png' });
    const tiles = before.tiles.slice(0, 2);
    expect((await patch({ tiles })).body.data.settings).toMatchObject({ coverImageUrl: '/files/cover.png', tiles });
    expect(await storedSettings(draft.campaign.id)).toMatchObject({ coverImageUrl: '/files/cover.png', tiles });
    const tooFew = await patch({ tiles: tiles.slice(0, 1) });
    expect(tooFew.status).toBe(400);
    expect(tooFew.body.violations[0].field).toBe('settings.tiles');
    expect((await patch([1, 2])).status).toBe(400);
    expect((await patch({ coverImageUrl: null }, s.tokens.VIEWER)).status).toBe(403);
  });

  it('refuses a type the campaign is not, a type without a game and an unknown type', async () => {
    const advancedDefaults = { ...WHEEL_DEFAULTS, multiRegistration: true, playsPerDay: 10_000, registrationType: '' };
    const wrongRead = await read(wheel.campaign.id, s.tokens.EDITOR, 'advanced-spin-the-wheel');
    expect(wrongRead.status).toBe(404);
    const wrongWrite = await write(wheel.campaign.id, advancedDefaults, s.tokens.EDITOR, 'advanced-spin-the-wheel');
    expect(wrongWrite.status).toBe(404);
    expect(await storedSettings(wheel.campaign.id)).toEqual(WHEEL_DEFAULTS);

    const unknown = await write(wheel.campaign.id, WHEEL_DEFAULTS, s.tokens.EDITOR, 'pinball');
    expect(unknown.status).toBe(400);
    expect(unknown.body.violations).toEqual([{ field: 'type', message: 'Unknown campaign type' }]);
    expect((await read('not-a-uuid')).status).toBe(400);
  });

  it('answers garbage bodies with 4xx, never 5xx, and never stores an unreadable draft', async () => {
    const draft = await s.newDraft({ name: 'Settings Garbage' });
    const url = settingsUrl(draft.campaign.id);
    const raw = (payload: string, contentType = 'application/json') =>
      s.api.request('PUT', url, { token: s.tokens.EDITOR, body: payload, headers: { 'content-type': contentType } });
    for (const payload of ['null', '[]', '"wheel"', '42', '{}', '{"sectors":', '{"__proto__":{"x":1}}', '']) {
      const response = await raw(payload);
      expect(response.status, payload).toBeGreaterThanOrEqual(400);
      expect(response.status, payload).toBeLessThan(500);
    }
    expect((await raw('wheelSpeed=2', 'text/plain')).status).toBe(400);
    expect((await raw('<settings/>', 'application/xml')).status).toBe(415);
    expect(await storedSettings(draft.campaign.id)).toEqual(WHEEL_DEFAULTS);

    // The defaults with one field replaced by any JSON value, and whole bodies of any JSON value.
    const keys = Object.keys(WHEEL_DEFAULTS);
    const bodies = fc.oneof(
      fc.jsonValue(),
      fc.record({ key: fc.constantFrom(...keys), value: fc.jsonValue() }).map(({ key, value }) => ({
        ...WHEEL_DEFAULTS,
        [key]: value,
      })),
      fc
        .record({ index: fc.nat({ max: 7 }), field: fc.string({ maxLength: 12 }), value: fc.jsonValue() })
        .map(({ index, field, value }) => ({
          ...WHEEL_DEFAULTS,
          sectors: WHEEL_DEFAULTS.sectors.map((sector, i) =>
            i === index ? { ...sector, [field || 'poolId']: value } : sector,
          ),
        })),
    );
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const response = await raw(JSON.stringify(body));
        expect(response.status, JSON.stringify(body).slice(0, 200)).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
    // Whatever the fuzz got accepted, the draft still reads back as valid settings.
    expect((await read(draft.campaign.id)).status).toBe(200);
  });
});
