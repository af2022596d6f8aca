import type { PublishChecklist } from '@gc/contracts/publish-checklist';
import { hasChecklistErrors } from '@gc/contracts/publish-checklist';
import { findGameDefinition } from '@gc/games/definitions';
import type { AppContext } from '../../../lib/app-context.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Actor } from '../../../plugins/auth.ts';
import { readDocument } from '../../campaigns/campaign-document.service.ts';
import { findCompanyCampaign } from '../../campaigns/campaigns.repo.ts';
import { campaignNotFound } from '../../campaigns/campaigns.service.ts';
import { livePoolStocks } from '../publishing.repo.ts';
import { simulateDraftPrizes } from '../simulation/prize-simulation.service.ts';
import { prizeSlotsOf, publishChecklist } from './publish-checklist.ts';

/**
 * GET /build/checklist/{campaignId}: the checklist of the saved draft, which is what publishing would
 * freeze; with `playsPerDay`, the prize simulation's run-out warnings too.
 */
export async function campaignChecklist(
  ctx: AppContext,
  actor: Actor,
  campaignId: string,
  expectedPlays: number | undefined,
  playsPerDay: number | undefined,
): Promise<PublishChecklist> {
  const row = await findCompanyCampaign(ctx.db, actor.companyId, campaignId);
  if (!row) throw campaignNotFound();
  const definition = findGameDefinition(row.type);
  if (!definition) throw new AppError('CAMPAIGN_TYPE_UNAVAILABLE', 400, 'This game type cannot be published yet.');
  const document = readDocument(row.document);
  const poolIds = prizeSlotsOf(definition, document).map((slot) => slot.poolId);
  const pools = await livePoolStocks(ctx.db, actor.companyId, poolIds);
  const simulation =
    playsPerDay === undefined
      ? null
      : await simulateDraftPrizes(ctx, actor.companyId, row, definition, document, playsPerDay);
  const items = publishChecklist(definition, document, pools, expectedPlays, simulation);
  return { items, hasErrors: hasChecklistErrors(items) };
}
