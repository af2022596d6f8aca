import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PLAY, type PlaySeed, sectorsWithPrize, seedPlay } from './play-fixture.ts';
import { DIALECTS } from './test-app.ts';

/**
 * publicSettings (issue 10): the settings a game lets players see. The wheel hides nothing, so here its
 * definition is given one that keeps only the sector ids, as a quiz keeps its answers to itself.
 */
vi.mock('@gc/games/definitions', async (importOriginal) => {
  const original = await importOriginal<typeof import('@gc/games/definitions')>();
  const wheel = original.findGameDefinition('spin-the-wheel');
  const hiding = wheel && {
    ...wheel,
    publicSettings: (settings: { sectors: { id: string }[] }) => ({
      sectors: settings.sectors.map((sector) => ({ id: sector.id })),
    }),
  };
  return {
    ...original,
    findGameDefinition: (type: string) => (type === 'spin-the-wheel' ? hiding : original.findGameDefinition(type)),
  };
});

describe.each(DIALECTS)("a game's public settings (%s)", (kind) => {
  let s: PlaySeed;
  beforeAll(async () => {
    s = await seedPlay(kind);
  }, 60_000);
  afterAll(() => s?.t.close());

  it('reach players in place of the settings, while plays are decided on the whole settings', async () => {
    const poolId = await s.addPool(['PUBLIC-1']);
    const { slug } = await s.publishWheel({
      registrationType: 'noDelivery',
      settings: { sectors: sectorsWithPrize(poolId) },
    });
    const response = await s.inject('GET', `${PLAY}/campaigns/${slug}`);
    expect(response.statusCode).toBe(200);
    const { game } = response.json().data.document;
    expect(game.settings).toEqual({ sectors: Array.from({ length: 8 }, (_, i) => ({ id: `sector-${i + 1}` })) });
    expect(JSON.stringify(game)).not.toContain('oddsBp');
    expect(await s.play(slug)).toMatchObject({ page: 'win', result: { sectorId: 'sector-1' } });
  });
});
