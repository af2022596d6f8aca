import type { CampaignDocument, RegistrationType } from '@gc/contracts/campaign-document';
import { defaultOutcomeContentFor, defaultTextsFor } from '@gc/contracts/campaign-document-defaults';
import { setPageIncluded } from '@gc/contracts/campaign-pages';
import { isCalendarType } from '@gc/contracts/campaign-types';
import type { CampaignDraft, CreateCampaignRequest, SaveDraftRequest } from '@gc/contracts/campaigns';
import { attributeProblemText, customAttributesProblems } from '@gc/contracts/custom-attributes';
import type { FlagMap } from '@gc/contracts/flags';
import type { LanguageCode } from '@gc/contracts/languages';
import { gameSettingsInLanguages } from '@gc/games/core/game-capabilities';
import { type GameDefinition, migrateSettings } from '@gc/games/core/game-definition';
import { COMMON_SETTINGS_LAYOUT, flagGatedFields, settingValue } from '@gc/games/core/settings-layout';
import { findGameDefinition } from '@gc/games/definitions';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import { assertFlagOn, featureOff } from '../../plugins/feature-flags.ts';
import { effectiveFlags } from '../flags/flags.service.ts';
import { assertEulaAccepted } from '../offers/eula.service.ts';
import { applyChanges, newDocumentFor, readDocument } from './campaign-document.service.ts';
import { effectiveCustomAttributeSchema } from './campaign-resources.service.ts';
import { campaignSlug } from './campaign-slug.ts';
import { toCampaignResponse } from './campaigns.mapper.ts';
import {
  type CampaignRow,
  findCompanyCampaign,
  insertCampaign,
  lockCompanyCampaign,
  nameIsTaken,
  updateCompanyCampaign,
} from './campaigns.repo.ts';
import { campaignNotFound, nameTaken, rethrowNameTaken } from './campaigns.service.ts';

function toDraft(row: CampaignRow, document: CampaignDocument): CampaignDraft {
  return {
    campaign: toCampaignResponse(row),
    document,
    revision: row.revision,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The template's game settings, brought to the current version, with the game's texts in the new languages. */
function gameInLanguages(
  game: GameDefinition,
  stored: CampaignDocument['game'],
  languages: LanguageCode[],
  source: LanguageCode,
): CampaignDocument['game'] {
  let settings: unknown;
  try {
    settings = migrateSettings(game, stored);
  } catch {
    // A template whose settings this code cannot read is copied as it is; saving it will say what is wrong.
    return stored;
  }
  return { version: game.settingsVersion, settings: gameSettingsInLanguages(game, settings, languages, source) };
}

/**
 * A company campaign used as the template: its content with the languages and registration the
 * wizard chose. New languages start from the template's default language's texts, which the
 * marketer wrote; only where the template has none do they start from the language's own defaults.
 */
function fromTemplate(
  type: string,
  template: CampaignDocument,
  languages: LanguageCode[],
  registrationType: RegistrationType,
) {
  const source = template.languageOptions.defaultLanguage;
  const game = findGameDefinition(type);
  const withLanguage = <T>(record: Partial<Record<LanguageCode, T>>, fallback: (language: LanguageCode) => T) =>
    Object.fromEntries(
      languages.map((language) => [language, record[language] ?? record[source] ?? fallback(language)]),
    );
  const document: CampaignDocument = {
    ...template,
    registrationType,
    languageOptions: { languages, defaultLanguage: languages[0] },
    texts: withLanguage(template.texts, defaultTextsFor),
    altTexts: withLanguage(template.altTexts, () => ({})),
    // The game's own texts (sector labels) follow the same rule as the page texts.
    game: game ? gameInLanguages(game, template.game, languages, source) : template.game,
    outcomes: template.outcomes.map((outcome) => ({
      ...outcome,
      content: withLanguage(outcome.content, (language) => defaultOutcomeContentFor(outcome.kind, language)),
    })),
    // Terms and privacy links are per language too: one per chosen language, new ones from the default's.
    externalLinks: Object.fromEntries(
      Object.entries(template.externalLinks).map(([page, pageLinks]) => {
        const urls: Partial<Record<LanguageCode, string>> = Object.fromEntries(
          pageLinks.links.map((link) => [link.languageId, link.url]),
        );
        const links = languages.map((languageId) => ({ languageId, url: urls[languageId] ?? urls[source] ?? '' }));
        return [page, { ...pageLinks, links }];
      }),
    ),
  };
  return { ...document, pages: setPageIncluded(document.pages, 'register', registrationType !== 'noDelivery') };
}

export async function createCampaign(
  ctx: AppContext,
  actor: Actor,
  input: CreateCampaignRequest,
): Promise<CampaignDraft> {
  await assertEulaAccepted(ctx, actor.companyId);
  if (isCalendarType(input.campaignType)) await assertFlagOn(ctx, actor.companyId, 'CALENDAR');
  if (await nameIsTaken(ctx.db, actor.companyId, input.name)) throw nameTaken();
  let document = newDocumentFor(input.campaignType, input.languages, input.registrationType);
  let templateId: string | null = null;
  if (input.templateId !== 'default') {
    const template = /^[0-9a-f-]{36}$/i.test(input.templateId)
      ? await findCompanyCampaign(ctx.db, actor.companyId, input.templateId)
      : undefined;
    if (!template || template.type !== input.campaignType || template.status === 'DELETED') {
      throw new AppError('VALIDATION_FAILED', 400, 'This template does not exist.', {
        violations: [{ field: 'templateId', message: 'This template does not exist.' }],
      });
    }
    document = fromTemplate(
      input.campaignType,
      readDocument(template.document),
      input.languages,
      input.registrationType,
    );
    templateId = template.id;
  }
  const row = await insertCampaign(ctx.db, {
    companyId: actor.companyId,
    name: input.name,
    type: input.campaignType,
    status: 'DRAFT',
    languages: document.languageOptions.languages,
    slug: campaignSlug(input.name),
    logoUrl: document.styleOptions.logoImage,
    templateId: templateId ?? 'default',
    document,
  }).catch(rethrowNameTaken);
  return toDraft(row, document);
}

export async function getCampaignDraft(ctx: AppContext, actor: Actor, campaignId: string): Promise<CampaignDraft> {
  const row = await findCompanyCampaign(ctx.db, actor.companyId, campaignId);
  if (!row) throw campaignNotFound();
  return toDraft(row, readDocument(row.document));
}

/**
 * Merges a change into the draft inside one transaction with the row locked, so two saves of one
 * campaign queue. With baseRevision, a save made on top of an older draft than the stored one is
 * refused instead of silently overwriting someone else's change.
 */
/**
 * A change to a setting whose feature flag is off for the company (spec §6: LIMITS gates the play
 * limits) is refused with 403, as the builder hides the field; the value saved before stays and keeps
 * working. The gated settings are common ones (COMMON_SETTINGS_LAYOUT), whatever the game.
 */
function refuseFlagGatedChanges(flags: FlagMap, before: CampaignDocument, after: CampaignDocument): void {
  const settingsOf = (document: CampaignDocument) =>
    typeof document.game?.settings === 'object' && document.game.settings !== null
      ? (document.game.settings as Record<string, unknown>)
      : {};
  const changed = flagGatedFields(COMMON_SETTINGS_LAYOUT).filter(
    ({ key }) =>
      JSON.stringify(settingValue(settingsOf(before), key)) !== JSON.stringify(settingValue(settingsOf(after), key)),
  );
  const off = changed.find(({ flag }) => !flags[flag]);
  if (off) throw featureOff(off.flag);
}

export async function saveCampaignDraft(
  ctx: AppContext,
  actor: Actor,
  campaignId: string,
  input: SaveDraftRequest,
): Promise<CampaignDraft> {
  const schema = await effectiveCustomAttributeSchema(ctx, actor.companyId);
  // Read before the transaction: on PGlite a read beside it would wait for it.
  const flags = 'game' in input.changes ? await effectiveFlags(ctx.db, actor.companyId) : null;
  return ctx.db.transaction(async (tx) => {
    const row = await lockCompanyCampaign(tx, actor.companyId, campaignId);
    if (!row) throw campaignNotFound();
    if (row.status === 'DELETED')
      throw new AppError('INVALID_STATUS_CHANGE', 409, 'A deleted campaign cannot be edited.');
    if (input.baseRevision !== undefined && input.baseRevision !== row.revision) {
      throw new AppError(
        'DRAFT_CONFLICT',
        409,
        'This campaign was changed elsewhere since you opened it. Reload to see the latest version.',
      );
    }
    const current = readDocument(row.document);
    const { document, gameChanges } = applyChanges(row.type, current, input.changes);
    if (flags) refuseFlagGatedChanges(flags, current, document);
    if (schema && 'outcomes' in input.changes) {
      const violations = document.outcomes.flatMap((outcome, index) =>
        outcome.customAttributes
          ? customAttributesProblems(schema, outcome.customAttributes).map(({ attribute, problem }) => ({
              field: `outcomes.${index}.customAttributes.${attribute}`,
              message: attributeProblemText(problem),
            }))
          : [],
      );
      if (violations.length > 0) {
        throw new AppError('INVALID_DOCUMENT', 400, violations[0].message, { violations });
      }
    }
    const updated = await updateCompanyCampaign(tx, actor.companyId, row.id, {
      document,
      revision: row.revision + 1,
      languages: document.languageOptions.languages,
      logoUrl: document.styleOptions.logoImage,
    });
    if (!updated) throw campaignNotFound();
    return 'game' in input.changes ? { ...toDraft(updated, document), gameChanges } : toDraft(updated, document);
  });
}
