import type { ChecklistItem } from '@gc/contracts/publish-checklist';
import type { GameCheckContext, LocalizedText, PrizeSlot } from '../core/game-definition.ts';
import { BASIS_POINTS_TOTAL } from '../core/prize-draw.ts';
import type { SlotPrize, SlotSymbol } from './slot-schemas.ts';

type Machine = { symbols: readonly SlotSymbol[]; prizes: readonly SlotPrize[] };

/** The text players of the default language read, else any text it has. */
function textOf(text: Readonly<Record<string, string>>, context: GameCheckContext): string {
  return text[context.defaultLanguage] || (context.languages.map((language) => text[language]).find(Boolean) ?? '');
}

const percent = (bp: number) => Math.round(bp) / 100;

function prizeChecks(settings: Machine, context: GameCheckContext): ChecklistItem[] {
  const symbolIds = settings.symbols.map((symbol) => symbol.id);
  return settings.prizes.flatMap((prize, index): ChecklistItem[] => {
    const params = { position: index + 1, label: textOf(prize.text, context) };
    const where = `Prize ${params.position} ("${params.label}")`;
    if (prize.poolId === null) {
      return [
        {
          code: 'slot.prizeWithoutPool',
          severity: 'error',
          field: `prizes.${index}.poolId`,
          params,
          message: `${where} has no prize pool: three of its symbol would win nothing. Choose its pool or remove it.`,
        },
      ];
    }
    if (!symbolIds.includes(prize.symbolId)) {
      return [
        {
          code: 'slot.prizeWithoutSymbol',
          severity: 'error',
          field: `prizes.${index}.symbolId`,
          params,
          message: `${where} names a symbol the reels do not have: no player can win it. Choose its symbol.`,
        },
      ];
    }
    const earlier = settings.prizes.findIndex((other) => other.symbolId === prize.symbolId);
    if (earlier < index) {
      return [
        {
          code: 'slot.symbolTwice',
          severity: 'error',
          field: `prizes.${index}.symbolId`,
          params: { ...params, other: earlier + 1 },
          message: `Prizes ${earlier + 1} and ${params.position} both win with three of the same symbol: players could not tell them apart. Give each prize its own symbol.`,
        },
      ];
    }
    if (prize.oddsBp <= 0) {
      return [
        {
          code: 'slot.prizeWithoutOdds',
          severity: 'error',
          field: `prizes.${index}.oddsBp`,
          params,
          message: `${where} has 0 % odds: no player can win it. Give it odds or remove it.`,
        },
      ];
    }
    return [];
  });
}

/**
 * The machine's publish checks. Errors: a prize without a pool, without a symbol of the reels, on a
 * symbol another prize has already, or at 0 % odds; odds over 100 % in total (the settings schema
 * refuses them on save, the check names them for a document stored before).
 */
export function slotPublishChecks(settings: Machine, context: GameCheckContext): ChecklistItem[] {
  const items = prizeChecks(settings, context);
  const totalBp = settings.prizes.reduce((sum, prize) => sum + prize.oddsBp, 0);
  if (totalBp > BASIS_POINTS_TOTAL) {
    items.push({
      code: 'slot.oddsOverHundred',
      severity: 'error',
      field: 'prizes',
      params: { percent: percent(totalBp) },
      message: `The prizes' odds add up to ${percent(totalBp)} %, more than 100 %: lower them.`,
    });
  }
  return items;
}

/** Every prize with a pool, with its odds; the platform checks the pools and their stock. */
export function slotPrizeSlots(settings: Pick<Machine, 'prizes'>): PrizeSlot[] {
  return settings.prizes.flatMap((prize, index) =>
    prize.poolId === null
      ? []
      : [{ id: prize.id, poolId: prize.poolId, oddsBp: prize.oddsBp, field: `prizes.${index}.poolId` }],
  );
}

/** The symbols' names and the prizes' lines per language. */
export function slotLocalizedTexts(settings: Machine): LocalizedText[] {
  return [
    ...settings.symbols.map((symbol, index) => ({ field: `symbols.${index}.label`, values: symbol.label })),
    ...settings.prizes.map((prize, index) => ({ field: `prizes.${index}.text`, values: prize.text })),
  ];
}

/**
 * The settings as the public sees them: the symbols and each prize's symbol and line (a machine's pay
 * table is no secret), never a pool or odds, and not the derived list of pools (`poolIds`).
 */
export function slotPublicSettings<S extends Machine & { poolIds: readonly string[] }>(settings: S) {
  const { prizes, poolIds: _poolIds, ...rest } = settings;
  return { ...rest, prizes: prizes.map(({ id, symbolId, text }) => ({ id, symbolId, text })) };
}
