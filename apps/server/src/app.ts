import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { AppContext } from './lib/app-context.ts';
import { createFileStorage } from './lib/file-storage/create-file-storage.ts';
import { resolveJwtSecret } from './lib/jwt-secret.ts';
import { openStaticBundle } from './lib/static-bundle.ts';
import { outboxRoutes } from './modules/admin/outbox.routes.ts';
import { advancedBuilderRoutes } from './modules/advanced-builder/advanced-builder.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { createAnalyticsRollup } from './modules/analytics/analytics-rollup.ts';
import { assetsRoutes } from './modules/assets/assets.routes.ts';
import { createAccessTokenSigner } from './modules/auth/access-tokens.ts';
import { authModule } from './modules/auth/auth.module.ts';
import { legacyCookiesPlugin } from './modules/auth/legacy-cookies.ts';
import { campaignDraftsRoutes } from './modules/campaigns/campaign-drafts.routes.ts';
import { campaignsRoutes } from './modules/campaigns/campaigns.routes.ts';
import { resourcesRoutes } from './modules/campaigns/resources.routes.ts';
import { companiesRoutes } from './modules/companies/companies.routes.ts';
import { customAttributeSchemaRoutes } from './modules/companies/custom-attribute-schema.routes.ts';
import { createMailer } from './modules/emails/mailer.ts';
import { exportsRoutes } from './modules/exports/exports.routes.ts';
import { flagsRoutes } from './modules/flags/flags.routes.ts';
import { adsRoutes } from './modules/games/ads.routes.ts';
import { gameSettingsRoutes } from './modules/games/game-settings.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { integrationsRoutes } from './modules/integrations/integrations.routes.ts';
import { createIntegrations } from './modules/integrations/integrations-context.ts';
import { internalAnalyticsRoutes } from './modules/internal-analytics/internal-analytics.routes.ts';
import { leadsRoutes } from './modules/leads/leads.routes.ts';
import { attachLiveOps } from './modules/live-ops/live-ops.server.ts';
import { loyaltyRoutes } from './modules/loyalty/loyalty.routes.ts';
import { mailModule } from './modules/mail/mail.module.ts';
import { offersRoutes } from './modules/offers/offers.routes.ts';
import { playRoutes } from './modules/play/play.routes.ts';
import { attachPresence } from './modules/presence/presence.server.ts';
import { prizesRoutes } from './modules/prizes/prizes.routes.ts';
import { publishingModule } from './modules/publishing/publishing.module.ts';
import { responsesRoutes } from './modules/responses/responses.routes.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { timeZonesRoutes } from './modules/time-zones/time-zones.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { featureFlagsPlugin } from './plugins/feature-flags.ts';
import { immutableAssetsOf, immutableAssetsPlugin } from './plugins/immutable-assets.ts';
import { PLAYER_FILE_HEADERS, playerAppRoutes } from './plugins/player-app.ts';
import { rateLimitStoreFor } from './plugins/rate-limit-store.ts';
import { robotsRoutes } from './plugins/robots.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { shutdownPlugin } from './plugins/shutdown.ts';
import { webAppRoutes } from './plugins/web-app.ts';

/** A route as registered, for tests that must cover every route (the tenant-isolation walk). */
export type RegisteredRoute = { method: string; url: string; isPublic: boolean };

export type BuiltApp = { app: FastifyInstance; ctx: AppContext; routes: readonly RegisteredRoute[] };

/** Fastify's compilers' factories answering zod's compilers; its types describe Ajv's. */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/** Pino's options: JSON lines, or readable lines through pino-pretty's worker in development. */
function loggerOptions(config: Config) {
  if (config.logFormat === 'json') return { level: config.logLevel };
  return {
    level: config.logLevel,
    transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' } },
  };
}

/** Registers plugins and modules on an opened database; never listens (tests use inject). */
export async function buildApp(config: Config, database: Database): Promise<BuiltApp> {
  // The built apps, each file read on its first request and then held in memory; their content-hashed
  // files are answered first (immutable-assets.ts).
  const playerFiles = openStaticBundle(config.playerDist);
  const webFiles = openStaticBundle(config.webDist);
  const immutableAssets = immutableAssetsOf([
    { prefix: '/p', files: playerFiles, headers: PLAYER_FILE_HEADERS },
    { prefix: '', files: webFiles },
  ]);
  // The cast picks the plain HTTP/1 instance type out of Fastify's overloads for a logger option.
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : loggerOptions(config),
    trustProxy: config.trustProxy as boolean | string,
    bodyLimit: 1_048_576,
    routerOptions: { maxParamLength: 500 },
    // plugins/shutdown.ts answers those requests itself, as problem+json with Retry-After.
    return503OnClosing: false,
    // Every route validates and serializes with zod. Given as the compilers' factories, not set after
    // creation, so that Fastify does not load Ajv and fast-json-stringify (about 100 modules) and build
    // an Ajv instance it would never use (issue 18).
    schemaController: { compilersFactory: ZOD_COMPILERS },
    // Two log lines per built file would be most of a campaign launch's log: a page's requests are logged.
    logController: new LogController({
      disableRequestLogging: (request: { url: string }) => immutableAssets.find(request.url) !== undefined,
    }),
  }) as unknown as FastifyInstance;
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url ?? route.path, isPublic: route.config?.isPublic === true });
    }
  });

  // The sender reads e-mail attachments from the file storage (campaign e-mails, issue 14).
  const mailFiles = createFileStorage(config);
  app.addHook('onClose', () => mailFiles.close());
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    tokens: createAccessTokenSigner(await resolveJwtSecret(database.db, config.jwtSecret)),
    mailer: createMailer(config, database.db, app.log, mailFiles),
    analytics: createAnalyticsRollup(database.db, (error) =>
      app.log.warn({ err: error }, 'could not write analytics counts'),
    ),
    integrations: createIntegrations(config, database, app.log),
    state: { isShuttingDown: false, isClosing: false },
  };

  // Tests drive the app by inject() and flush the counts themselves; a listening server writes them every second.
  app.addHook('onListen', async () => ctx.analytics.start());
  app.addHook('onClose', async () => ctx.analytics.stop());
  // First of all hooks: the other hooks have nothing to do for these files.
  await app.register(immutableAssetsPlugin, { assets: immutableAssets, config, state: ctx.state });
  await app.register(errorsPlugin);
  await app.register(shutdownPlugin, { ctx });
  await app.register(securityHeadersPlugin, { config });
  await app.register(cookie);
  await app.register(legacyCookiesPlugin, { config });
  // Routes marked sharedLimit count in the database where several processes may run; a failing count
  // lets the request through (the route's own work then fails or not on its own).
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStoreFor(database.kind === 'postgres' ? database.db : null),
    skipOnError: true,
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Game Campaigns API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
  await app.register(authPlugin, { ctx });
  await app.register(featureFlagsPlugin, { ctx });

  await app.register(healthRoutes, { ctx });
  await app.register(authModule, { ctx });
  await app.register(usersRoutes, { ctx });
  await app.register(companiesRoutes, { ctx });
  await app.register(offersRoutes, { ctx });
  await app.register(timeZonesRoutes);
  await app.register(flagsRoutes, { ctx });
  await app.register(internalAnalyticsRoutes, { ctx });
  await app.register(outboxRoutes, { ctx });
  await app.register(supportRoutes, { ctx });
  await app.register(assetsRoutes, { ctx });
  await app.register(campaignsRoutes, { ctx });
  await app.register(campaignDraftsRoutes, { ctx });
  await app.register(resourcesRoutes, { ctx });
  await app.register(playRoutes, { ctx });
  await app.register(gameSettingsRoutes, { ctx });
  await app.register(adsRoutes, { ctx });
  await app.register(advancedBuilderRoutes, { ctx });
  await app.register(prizesRoutes, { ctx });
  await app.register(publishingModule, { ctx });
  await app.register(leadsRoutes, { ctx });
  await app.register(exportsRoutes, { ctx });
  await app.register(responsesRoutes, { ctx });
  await app.register(analyticsRoutes, { ctx });
  await app.register(mailModule, { ctx });
  await app.register(loyaltyRoutes, { ctx });
  await app.register(customAttributeSchemaRoutes, { ctx });
  await app.register(integrationsRoutes, { ctx });
  await app.register(robotsRoutes);
  await app.register(playerAppRoutes, { playerDist: config.playerDist, files: playerFiles, db: ctx.db });
  await app.register(webAppRoutes, { files: webFiles });
  // One editor at a time: socket.io beside the routes, on the same HTTP server (issue 17).
  const io = await attachPresence(app, ctx);
  attachLiveOps(app, io, ctx);

  app.addHook('onClose', async () => {
    await ctx.mailer.stop();
    await ctx.integrations.stop();
  });
  return { app, ctx, routes };
}
