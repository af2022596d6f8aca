import {
  CAMPAIGN_DOCUMENT_VERSION,
  type CampaignDocument,
  campaignDocumentSchema,
  type RegistrationType,
} from '@gc/contracts/campaign-document';
import { newCampaignDocument } from '@gc/contracts/campaign-document-defaults';
import { documentViolations, mergePatch } from '@gc/contracts/campaign-document-rules';
import type { Violation } from '@gc/contracts/envelope';
import type { LanguageCode } from '@gc/contracts/languages';
import { migrateSettings } from '@gc/games/core/game-definition';
import { findGameDefinition } from '@gc/games/registry';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';

/**
 * Document migrations, keyed by the version they migrate FROM (STYLE: stored documents migrate
 * forward on read, in named steps). Version 1 is the first; later versions add steps here.
 */
const DOCUMENT_MIGRATIONS: Record<number, (document: Record<string, unknown>) => Record<string, unknown>> = {};

/** A stored document brought up to the current version; a document that cannot be read is a server fault. */
export function readDocument(stored: unknown): CampaignDocument {
  let document = stored as Record<string, unknown>;
  let version = typeof document.version === 'number' ? document.version : 1;
  while (version < CAMPAIGN_DOCUMENT_VERSION) {
    const step = DOCUMENT_MIGRATIONS[version];
    if (!step) throw new Error(`No campaign document migration from version ${version}`);
    document = { ...step(document), version: version + 1 };
    version++;
  }
  return campaignDocumentSchema.parse(document);
}

export function newDocumentFor(type: string, languages: LanguageCode[], registrationType: RegistrationType) {
  const game = findGameDefinition(type);
  if (!game) throw new AppError('CAMPAIGN_TYPE_UNAVAILABLE', 400, 'This game type cannot be created yet.');
  return newCampaignDocument({
    languages,
    registrationType,
    game: { version: game.settingsVersion, settings: game.defaults },
  });
}

const invalidDocument = (violations: Violation[]) =>
  new AppError('INVALID_DOCUMENT', 400, violations[0]?.message ?? 'The campaign could not be saved.', { violations });

function zodViolations(error: z.ZodError): Violation[] {
  return error.issues.slice(0, 50).map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
}

/**
 * Merges a saved part into the draft and checks the whole result: its shape, the rules that span
 * fields, and the game's own settings. Anything wrong is refused with every violation, and the
 * draft stays as it was.
 */
export function applyChanges(
  type: string,
  current: CampaignDocument,
  changes: Record<string, unknown>,
): CampaignDocument {
  const { version: _ignored, ...rest } = changes;
  const merged = mergePatch(current, rest);
  const parsed = campaignDocumentSchema.safeParse(merged);
  if (!parsed.success) throw invalidDocument(zodViolations(parsed.error));
  const violations = documentViolations(parsed.data);
  if (violations.length > 0) throw invalidDocument(violations);
  const game = findGameDefinition(type);
  if (game && 'game' in changes) {
    try {
      const settings = migrateSettings(game, parsed.data.game);
      return { ...parsed.data, game: { version: game.settingsVersion, settings } };
    } catch (error) {
      const issues = (error as { issues?: z.ZodError['issues'] }).issues;
      throw invalidDocument(
        issues
          ? issues.slice(0, 50).map((i) => ({ field: ['game', 'settings', ...i.path].join('.'), message: i.message }))
          : [{ field: 'game', message: (error as Error).message }],
      );
    }
  }
  return parsed.data;
}
