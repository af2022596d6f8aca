import { QUIZ_DEFAULTS } from '@gc/games/quiz/definition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CampaignsSeed, seedCampaigns } from './campaigns-fixture.ts';
import { DIALECTS } from './test-app.ts';

const settingsUrl = (campaignId: string, type: string) => `/api/v1/games/${type}/game-settings/${campaignId}`;
const [first, second] = QUIZ_DEFAULTS.questions;
const twoQuestions = {
  questions: [first, second],
  outcomes: [{ ...QUIZ_DEFAULTS.outcomes[0], downThreshold: 0, upThreshold: 2 }],
};

describe.each(DIALECTS)('question game settings updates on %s', (kind) => {
  let s = {} as CampaignsSeed;
  beforeAll(async () => {
    s = await seedCampaigns(kind);
  });
  afterAll(() => s.t.close());

  it.each(['quiz', 'guess-the-picture'] as const)(
    '%s: lowers a limit above the questions to their number and says what changed',
    async (type) => {
      const draft = await s.newDraft({ name: `Questions ${type}`, campaignType: type });
      const url = settingsUrl(draft.campaign.id, type);
      const defaults = (await s.api.get(url, s.tokens.EDITOR)).body.data.settings;

      const limited = { ...defaults, questionsLimitEnabled: true, questionsLimit: 3 };
      const kept = await s.api.put(url, limited, s.tokens.EDITOR);
      expect(kept.status).toBe(200);
      expect(kept.body.data).toMatchObject({ numOfQuestionsChanged: false, questionsLimitChanged: false });
      expect(kept.body.data.settings.questionsLimit).toBe(3);

      const fewer = await s.api.put(url, { ...limited, ...twoQuestions }, s.tokens.EDITOR);
      expect(fewer.status).toBe(200);
      expect(fewer.body.data).toMatchObject({ version: 1, numOfQuestionsChanged: true, questionsLimitChanged: true });
      expect(fewer.body.data.settings).toMatchObject({ questionsLimitEnabled: true, questionsLimit: 2 });
      const stored = (await s.draftOf(draft.campaign.id)).document.game.settings as typeof QUIZ_DEFAULTS;
      expect([stored.questions.length, stored.questionsLimit]).toEqual([2, 2]);
    },
  );

  it("the builder's draft save lowers the limit too and says so in gameChanges", async () => {
    const draft = await s.newDraft({ name: 'Questions Draft', campaignType: 'quiz' });
    const settings = { ...(draft.document.game.settings as object), questionsLimitEnabled: true, questionsLimit: 3 };
    const game = { version: 1, settings: { ...settings, ...twoQuestions } };
    const response = await s.save(draft.campaign.id, { game });
    expect(response.status).toBe(200);
    expect(response.body.data.gameChanges).toEqual({ numOfQuestionsChanged: true, questionsLimitChanged: true });
    expect(response.body.data.document.game.settings).toMatchObject({ questionsLimit: 2 });
    const other = await s.save(draft.campaign.id, { texts: draft.document.texts });
    expect(other.status).toBe(200);
    expect(other.body.data).not.toHaveProperty('gameChanges');
  });

  it('answers no such fields for a game without them', async () => {
    const wheel = await s.newDraft({ name: 'Questions Wheel' });
    const url = settingsUrl(wheel.campaign.id, 'spin-the-wheel');
    const settings = (await s.api.get(url, s.tokens.EDITOR)).body.data.settings;
    const response = await s.api.put(url, settings, s.tokens.EDITOR);
    expect(response.status).toBe(200);
    expect(Object.keys(response.body.data).sort()).toEqual(['settings', 'version']);
  });
});
