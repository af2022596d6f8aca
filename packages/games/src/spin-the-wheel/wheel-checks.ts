import type { ChecklistItem } from '@gc/contracts/publish-checklist';
import type { GameCheckContext, LocalizedText, PrizeSlot } from '../core/game-definition.ts';
import { BASIS_POINTS_TOTAL } from '../core/prize-draw.ts';
import type { WheelSector } from './definition.ts';
import { isDefaultPrizeLabel } from './wheel-default-texts.ts';

type Sectors = { sectors: readonly WheelSector[] };

/** The sectors with their place on the wheel as the editor counts it (1-based, by orderNumber). */
function placed(sectors: readonly WheelSector[]) {
  const order = sectors
    .map((sector, index) => ({ sector, index }))
    .sort((a, b) => a.sector.orderNumber - b.sector.orderNumber || a.index - b.index);
  return order.map(({ sector, index }, place) => ({ sector, index, position: place + 1 }));
}

/** The text players of the default language read on the sector, else any text it has. */
function labelOf(sector: WheelSector, context: GameCheckContext): string {
  const own = sector.text[context.defaultLanguage];
  if (own) return own;
  return context.languages.map((language) => sector.text[language]).find(Boolean) ?? '';
}

const percent = (bp: number) => Math.round(bp) / 100;

/**
 * The wheel's publish checks (shared by the advanced wheel). Errors: a sector labelled as a prize
 * ("Prize 2" in any language) that gives none, since a losing spin may stop on it; a sector with a
 * prize at 0 % odds, which no player can win. Warning: odds under 100 %, whose rest loses.
 */
export function wheelPublishChecks(settings: Sectors, context: GameCheckContext): ChecklistItem[] {
  const items: ChecklistItem[] = [];
  for (const { sector, index, position } of placed(settings.sectors)) {
    const label = labelOf(sector, context);
    const texts = Object.values(sector.text);
    if (sector.poolId === null && texts.some(isDefaultPrizeLabel)) {
      items.push({
        code: 'wheel.prizeLabelWithoutPrize',
        severity: 'error',
        field: `sectors.${index}.poolId`,
        params: { position, label },
        message: `Sector ${position} ("${label}") is labelled as a prize but gives none: a losing spin may stop on it. Choose its prize or change its text.`,
      });
    } else if (sector.poolId !== null && sector.oddsBp <= 0) {
      items.push({
        code: 'wheel.prizeWithoutOdds',
        severity: 'error',
        field: `sectors.${index}.oddsBp`,
        params: { position, label },
        message: `Sector ${position} ("${label}") gives a prize at 0 % odds: no player can win it. Give it odds or choose No prize.`,
      });
    }
  }
  const totalBp = settings.sectors.reduce((sum, sector) => sum + sector.oddsBp, 0);
  if (totalBp < BASIS_POINTS_TOTAL) {
    const rest = percent(BASIS_POINTS_TOTAL - totalBp);
    items.push({
      code: 'wheel.oddsBelowHundred',
      severity: 'warning',
      field: 'sectors',
      params: { percent: percent(totalBp), rest },
      message: `The sectors' odds add up to ${percent(totalBp)} %: the other ${rest} % of spins win nothing and stop on a sector without a prize.`,
    });
  }
  return items;
}

/** Every sector that gives a prize, with its odds; the platform checks the pools and their stock. */
export function wheelPrizeSlots(settings: Sectors): PrizeSlot[] {
  return settings.sectors.flatMap((sector, index) =>
    sector.poolId === null
      ? []
      : [{ id: sector.id, poolId: sector.poolId, oddsBp: sector.oddsBp, field: `sectors.${index}.poolId` }],
  );
}

/** The sectors' texts per language. */
export function wheelLocalizedTexts(settings: Sectors): LocalizedText[] {
  return settings.sectors.map((sector, index) => ({ field: `sectors.${index}.text`, values: sector.text }));
}
