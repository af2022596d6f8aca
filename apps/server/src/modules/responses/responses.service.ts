import type { FreeText, ResponsesSummary } from '@gc/contracts/responses';
import type { UiLanguage } from '@gc/contracts/ui-languages';
import { gameResponseAnswers, gameResponseQuestions, keepsResponses } from '@gc/games/core/game-capabilities';
import type { GameDefinition, ResponseAnswers, ResponseQuestion } from '@gc/games/core/game-definition';
import { migrateSettings } from '@gc/games/core/game-definition';
import { findGameDefinition } from '@gc/games/definitions';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import { readDocument } from '../campaigns/campaign-document.service.ts';
import { type CampaignRow, findCompanyCampaign } from '../campaigns/campaigns.repo.ts';
import { campaignNotFound } from '../campaigns/campaigns.service.ts';
import { loadRelease } from '../play/published-campaign.ts';
import { type ResponseCursor, type ResponseRow, responseBatch } from './responses.repo.ts';
import { createTally } from './responses-tally.ts';

/** Responses per query: big enough that round trips do not dominate, small enough to stay a few MB. */
export const RESPONSE_BATCH_SIZE = 1_000;

/** A response as the view and the export read it: its play, who answered (when registered) and the answers. */
export type Response = Omit<ResponseRow, 'state' | 'cursorAt'> & { answers: ResponseAnswers | null };

/**
 * The settings whose questions name the responses: the published release's (what players answered),
 * or the draft's for a campaign never published (its questions, with no responses yet).
 */
async function settingsOf(ctx: AppContext, campaign: CampaignRow, definition: GameDefinition) {
  if (campaign.currentReleaseId) {
    const release = await loadRelease(ctx.db, campaign.currentReleaseId);
    if (release.game) {
      return {
        settings: release.game.settings,
        defaultLanguage: release.playerDocument.languageOptions.defaultLanguage,
      };
    }
  }
  const document = readDocument(campaign.document);
  return {
    settings: migrateSettings(definition, document.game),
    defaultLanguage: document.languageOptions.defaultLanguage,
  };
}

/**
 * The acting company's campaign with its questions in `language` (the exporting user's; the campaign's
 * default language filling the gaps) and its responses batch by batch. A foreign or unknown campaign
 * is a 404 before anything is read.
 */
async function responsesOf(ctx: AppContext, actor: Actor, campaignId: string, language: UiLanguage, batchSize: number) {
  const campaign = await findCompanyCampaign(ctx.db, actor.companyId, campaignId);
  if (!campaign) throw campaignNotFound();
  const definition = findGameDefinition(campaign.type);
  const keeps = definition !== undefined && keepsResponses(definition);
  let questions: readonly ResponseQuestion[] = [];
  if (definition && keeps) {
    const { settings, defaultLanguage } = await settingsOf(ctx, campaign, definition);
    questions = gameResponseQuestions(definition, settings, language, defaultLanguage);
  }
  async function* batches(): AsyncGenerator<Response[]> {
    if (!definition || !keeps) return;
    let cursor: ResponseCursor | null = null;
    for (;;) {
      const batch = await responseBatch(ctx.db, actor.companyId, campaignId, cursor, batchSize);
      if (batch.length > 0) {
        yield batch.map(({ state, cursorAt: _cursor, ...row }) => ({
          ...row,
          answers: gameResponseAnswers(definition, state),
        }));
      }
      if (batch.length < batchSize) return;
      const last = batch[batch.length - 1];
      cursor = { createdAt: last.cursorAt, id: last.id };
    }
  }
  return { campaign, keeps, questions, batches: batches() };
}

/** Per question the distribution of its answers, over every response of the campaign. */
export async function responsesSummary(
  ctx: AppContext,
  actor: Actor,
  campaignId: string,
  language: UiLanguage,
  batchSize = RESPONSE_BATCH_SIZE,
): Promise<ResponsesSummary> {
  const { keeps, questions, batches } = await responsesOf(ctx, actor, campaignId, language, batchSize);
  if (!keeps) return { keepsResponses: false, total: 0, questions: [] };
  const tally = createTally(questions);
  for await (const batch of batches) for (const response of batch) tally.add(response.answers);
  return tally.summary();
}

const questionNotFound = () => new AppError('NOT_FOUND', 404, 'This campaign has no free-text question with that id');

/**
 * The free texts of one question, newest first, those containing `search` (any case), one page. The
 * responses are read oldest first, keeping only the newest (page + 1) × size matches, so memory is one
 * page's worth whatever the number of responses.
 */
export async function freeTexts(
  ctx: AppContext,
  actor: Actor,
  campaignId: string,
  query: { questionId: string; page: number; size: number; search?: string },
  batchSize = RESPONSE_BATCH_SIZE,
): Promise<{ items: FreeText[]; total: number; page: number; size: number }> {
  const { questions, batches } = await responsesOf(ctx, actor, campaignId, 'en', batchSize);
  const question = questions.find((candidate) => candidate.id === query.questionId && candidate.kind === 'text');
  if (!question) throw questionNotFound();
  const needle = query.search?.toLocaleLowerCase() ?? '';
  const keep = (query.page + 1) * query.size;
  const newest: FreeText[] = [];
  let total = 0;
  for await (const batch of batches) {
    for (const response of batch) {
      const text = response.answers?.[question.id]?.text ?? '';
      if (text === '' || (needle && !text.toLocaleLowerCase().includes(needle))) continue;
      total++;
      newest.push({ playId: response.id, text, answeredAt: response.createdAt.toISOString() });
      if (newest.length > keep) newest.shift();
    }
  }
  const items = newest.reverse().slice(query.page * query.size, keep);
  return { items, total, page: query.page, size: query.size };
}

/** The export's file name stem, questions and responses (see responses-csv.ts and responses-xlsx.ts). */
export async function responsesExport(
  ctx: AppContext,
  actor: Actor,
  campaignId: string,
  language: UiLanguage,
  batchSize = RESPONSE_BATCH_SIZE,
) {
  const { campaign, keeps, questions, batches } = await responsesOf(ctx, actor, campaignId, language, batchSize);
  if (!keeps) throw new AppError('NOT_FOUND', 404, 'This campaign keeps no responses: only a survey does');
  return { fileStem: `${campaign.slug}-responses`, questions, batches };
}

/** The export of a campaign that keeps responses, or null: the campaign data download then leaves it out. */
export async function responsesExportIfKept(
  ctx: AppContext,
  actor: Actor,
  campaignId: string,
  language: UiLanguage,
  batchSize = RESPONSE_BATCH_SIZE,
) {
  const { campaign, keeps, questions, batches } = await responsesOf(ctx, actor, campaignId, language, batchSize);
  return keeps ? { fileStem: `${campaign.slug}-responses`, questions, batches } : null;
}
