import { dataEnvelope } from '@gc/contracts/envelope';
import { gameSettingsSchema, gameSettingsUpdateSchema } from '@gc/contracts/game-settings';
import { BUILDER_ROLES, DASHBOARD_ROLES } from '@gc/contracts/roles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { actorOf } from '../../plugins/auth.ts';
import { getGameSettings, saveGameSettings } from './game-settings.service.ts';

const tags = ['games'];
const params = z.object({
  type: z.string().max(64),
  campaignId: z.uuid({ error: 'Campaign not found' }),
});
const settingsEnvelope = dataEnvelope(gameSettingsSchema);
/** PUT answers the stored settings with what the update changed beyond what was sent (spec §7). */
const updateEnvelope = dataEnvelope(gameSettingsUpdateSchema);
/** The shape depends on the type in the URL, so the service validates it with that type's schema. */
const settingsBody = z.unknown().describe("The settings object of the type's definition (packages/games)");
const settingsPatch = z
  .record(z.string(), z.unknown())
  .describe('Top-level settings keys to replace; the result is validated as a whole by the type');

/** Spec §7 Game settings: one campaign's game settings, per type, under /api/v1/games. */
export async function gameSettingsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const url = '/api/v1/games/:type/game-settings/:campaignId';

  r.get(
    url,
    { config: { roles: DASHBOARD_ROLES }, schema: { tags, params, response: { 200: settingsEnvelope } } },
    async (request) => ({
      data: await getGameSettings(ctx, actorOf(request), request.params.type, request.params.campaignId),
    }),
  );

  r.put(
    url,
    {
      config: { roles: BUILDER_ROLES },
      schema: { tags, params, body: settingsBody, response: { 200: updateEnvelope } },
    },
    async (request) => ({
      data: await saveGameSettings(ctx, actorOf(request), request.params.type, request.params.campaignId, {
        kind: 'replace',
        settings: request.body,
      }),
    }),
  );

  // Spec §7: memory's settings are PATCHed; any type may be: the keys sent replace the stored ones.
  r.patch(
    url,
    {
      config: { roles: BUILDER_ROLES },
      schema: { tags, params, body: settingsPatch, response: { 200: updateEnvelope } },
    },
    async (request) => ({
      data: await saveGameSettings(ctx, actorOf(request), request.params.type, request.params.campaignId, {
        kind: 'merge',
        keys: request.body,
      }),
    }),
  );
}
