import type { CampaignDocument } from '@gc/contracts/campaign-document';
import type { PrizeSimulation } from '@gc/contracts/prize-simulation';
import { gamePrizeSlots } from '@gc/games/core/game-capabilities';
import { type GameDefinition, migrateSettings } from '@gc/games/core/game-definition';
import { seededRandomBelow } from '@gc/games/core/seeded-random';
import { findGameDefinition } from '@gc/games/definitions';
import { findGameServer } from '@gc/games/server';
import type { AppContext } from '../../../lib/app-context.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Actor } from '../../../plugins/auth.ts';
import { readDocument } from '../../campaigns/campaign-document.service.ts';
import type { CampaignRow } from '../../campaigns/campaigns.repo.ts';
import { findCompanyCampaign } from '../../campaigns/campaigns.repo.ts';
import { campaignNotFound } from '../../campaigns/campaigns.service.ts';
import { companyTimeZone, livePoolStocks } from '../publishing.repo.ts';
import { playPoolOf } from './play-pool.ts';
import { simulatePrizes } from './simulate-prizes.ts';
import { simulationDays } from './simulation-days.ts';

/** The same seed every time: the same draft, stock and plays give the same answer. */
const SEED = 20_260_101;
const FALLBACK_TIME_ZONE = 'Europe/Zurich';

/**
 * The prize simulation of a saved draft (one module for the builder's simulator and the publish
 * checklist's run-out warning): its game decision over the campaign's days from today with the pools'
 * stock of today. Null when the draft's game settings are not valid (the checklist says so itself).
 */
export async function simulateDraftPrizes(
  ctx: AppContext,
  companyId: string,
  campaign: Pick<CampaignRow, 'startDate' | 'endDate'>,
  definition: GameDefinition,
  document: CampaignDocument,
  playsPerDay: number,
): Promise<PrizeSimulation | null> {
  let settings: unknown;
  try {
    settings = migrateSettings(definition, document.game);
  } catch {
    return null;
  }
  const poolIds = [...new Set(gamePrizeSlots(definition, settings).map((slot) => slot.poolId))];
  const [timeZone, stocks] = await Promise.all([
    companyTimeZone(ctx.db, companyId),
    livePoolStocks(ctx.db, companyId, poolIds),
  ]);
  const zone = timeZone ?? FALLBACK_TIME_ZONE;
  const { days, horizon } = simulationDays(zone, Date.now(), campaign.startDate, campaign.endDate);
  const pools = poolIds.flatMap((id) => {
    const stock = stocks.get(id);
    if (!stock) return [];
    const remaining = stock.isUnlimited ? null : Math.max(0, (stock.stockTotal ?? 0) - stock.issued);
    return [{ id, name: stock.name, remaining }];
  });
  const { method, drawPool } = playPoolOf(definition, findGameServer(definition.type), settings);
  const run = simulatePrizes({ days, playsPerDay, pools, drawPool, randomBelow: seededRandomBelow(SEED) });
  return {
    playsPerDay,
    sampledPlaysPerDay: run.sampledPlaysPerDay,
    firstDay: days[0],
    lastDay: days[days.length - 1],
    days: days.length,
    horizon,
    timeZone: zone,
    method,
    pools: run.pools,
  };
}

/** GET /build/prize-simulation/{campaignId}?playsPerDay=N. */
export async function campaignPrizeSimulation(
  ctx: AppContext,
  actor: Actor,
  campaignId: string,
  playsPerDay: number,
): Promise<PrizeSimulation> {
  const row = await findCompanyCampaign(ctx.db, actor.companyId, campaignId);
  if (!row) throw campaignNotFound();
  const definition = findGameDefinition(row.type);
  if (!definition) throw new AppError('CAMPAIGN_TYPE_UNAVAILABLE', 400, 'This game type cannot be simulated yet.');
  const simulation = await simulateDraftPrizes(
    ctx,
    actor.companyId,
    row,
    definition,
    readDocument(row.document),
    playsPerDay,
  );
  if (!simulation) {
    throw new AppError(
      'INVALID_DOCUMENT',
      422,
      'The saved game settings are not valid: fix them in the game section before simulating prizes.',
    );
  }
  return simulation;
}
