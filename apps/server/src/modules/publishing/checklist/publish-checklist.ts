import type { CampaignDocument } from '@gc/contracts/campaign-document';
import type { PrizeSimulation } from '@gc/contracts/prize-simulation';
import type { ChecklistItem } from '@gc/contracts/publish-checklist';
import { gameLocalizedTexts, gamePrizeSlots, gamePublishChecks } from '@gc/games/core/game-capabilities';
import type { GameDefinition, PrizeSlot } from '@gc/games/core/game-definition';
import { checkPublishable } from '../publishable-document.ts';
import { consentLinkItems } from './consent-links.ts';
import { missingTextItems } from './missing-texts.ts';
import { type PoolStock, poolItems } from './pool-stock.ts';
import { stockRunOutItems } from './stock-run-out.ts';

const inSettings = (field: string | null) => (field === null ? null : `game.settings.${field}`);

/** The prizes a draft's game gives away, with full document fields; none while its settings are invalid. */
export function prizeSlotsOf(definition: GameDefinition, document: CampaignDocument): PrizeSlot[] {
  const check = checkPublishable(definition, document);
  if (!check.isPublishable) return [];
  return gamePrizeSlots(definition, check.document.game.settings).map((slot) => ({
    ...slot,
    field: `game.settings.${slot.field}`,
  }));
}

/**
 * The publish checklist of a draft: what the document rules refuse, the game's own checks (prize
 * sectors, odds), and the platform's (texts per language, consent links, prize stock). Errors first.
 * `pools` holds the company's live pools among those the game names; `simulation`, the prize
 * simulation at the expected plays per day, when the marketer gave them.
 */
export function publishChecklist(
  definition: GameDefinition,
  document: CampaignDocument,
  pools: ReadonlyMap<string, PoolStock>,
  expectedPlays: number | undefined,
  simulation: PrizeSimulation | null = null,
): ChecklistItem[] {
  const check = checkPublishable(definition, document);
  if (!check.isPublishable) {
    const invalid = check.violations.map(
      (violation): ChecklistItem => ({
        code: 'documentInvalid',
        severity: 'error',
        field: violation.field ?? null,
        params: { detail: violation.message },
        message: violation.message,
      }),
    );
    return [...invalid, ...missingTextItems(document, []), ...consentLinkItems(document)];
  }
  const settings = check.document.game.settings;
  const { languages, defaultLanguage } = document.languageOptions;
  const gameItems = gamePublishChecks(definition, settings, { languages, defaultLanguage }).map((item) => ({
    ...item,
    field: inSettings(item.field),
  }));
  const gameTexts = gameLocalizedTexts(definition, settings).map((text) => ({
    ...text,
    field: `game.settings.${text.field}`,
  }));
  const slots = prizeSlotsOf(definition, document);
  const items = [
    ...gameItems,
    ...poolItems(slots, pools, expectedPlays),
    ...stockRunOutItems(simulation, slots, pools),
    ...missingTextItems(document, gameTexts),
    ...consentLinkItems(document),
  ];
  return [...items.filter((item) => item.severity === 'error'), ...items.filter((item) => item.severity === 'warning')];
}
