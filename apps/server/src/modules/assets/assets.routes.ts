import multipart from '@fastify/multipart';
import { ASSET_CATEGORIES, assetSchema } from '@gc/contracts/assets';
import { dataEnvelope } from '@gc/contracts/envelope';
import { BUILDER_ROLES, DASHBOARD_ROLES, EDITING_ROLES } from '@gc/contracts/roles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { createFileStorage } from '../../lib/file-storage/create-file-storage.ts';
import { actorOf } from '../../plugins/auth.ts';
import {
  type AssetDeps,
  deleteAsset,
  deleteCompanyImage,
  listAssets,
  listCompanyImages,
  uploadAsset,
  uploadCompanyImage,
} from './assets.service.ts';
import { filesRoutes } from './files.routes.ts';
import { closeIfBodyUnread, MULTIPART_LIMITS, readUpload, refuseAnnouncedOversize } from './read-upload.ts';

const tags = ['assets'];
const campaignParams = z.object({ category: z.enum(ASSET_CATEGORIES), campaignId: z.uuid() });

/**
 * The campaign data service's asset calls (spec §7), the company image library that prizes use (not
 * in the spec, so a namespace of its own) and the public /files/{key} they all point to.
 * Multipart parsing is registered here only, so no other route accepts multipart bodies.
 */
export async function assetsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const files = createFileStorage(ctx.config);
  app.addHook('onClose', () => files.close());
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  const deps: AssetDeps = { ctx, files, log: app.log };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const assets = '/api/v1/campaign-data/assets';

  r.post(
    `${assets}/:category/:campaignId/`,
    {
      config: { roles: BUILDER_ROLES },
      onRequest: refuseAnnouncedOversize,
      onSend: closeIfBodyUnread,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: campaignParams,
        response: { 201: dataEnvelope(assetSchema) },
      },
    },
    async (request, reply) => {
      const asset = await uploadAsset(deps, actorOf(request), request.params, () => readUpload(request));
      return reply.status(201).send({ data: asset });
    },
  );

  r.get(
    `${assets}/:category/all/:campaignId`,
    {
      config: { roles: DASHBOARD_ROLES },
      schema: { tags, params: campaignParams, response: { 200: dataEnvelope(z.array(assetSchema)) } },
    },
    async (request) => ({ data: await listAssets(deps, actorOf(request), request.params) }),
  );

  r.delete(
    `${assets}/:category/:campaignId/:assetId`,
    {
      config: { roles: BUILDER_ROLES },
      schema: { tags, params: campaignParams.extend({ assetId: z.uuid() }), response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deleteAsset(deps, actorOf(request), request.params);
      return reply.status(204).send(null);
    },
  );

  // The prize editor's library: the roles that manage prizes, and no campaign needed to reach it.
  const companyImages = '/api/v1/assets/company-images';

  r.get(
    companyImages,
    {
      config: { roles: EDITING_ROLES },
      schema: {
        tags,
        summary: "The company library's images, newest first",
        response: { 200: dataEnvelope(z.array(assetSchema)) },
      },
    },
    async (request) => ({ data: await listCompanyImages(deps, actorOf(request)) }),
  );

  r.post(
    companyImages,
    {
      config: { roles: EDITING_ROLES },
      onRequest: refuseAnnouncedOversize,
      onSend: closeIfBodyUnread,
      schema: {
        tags,
        summary: "An image into the company library (multipart, field 'file')",
        consumes: ['multipart/form-data'],
        response: { 201: dataEnvelope(assetSchema) },
      },
    },
    async (request, reply) => {
      const asset = await uploadCompanyImage(deps, actorOf(request), () => readUpload(request));
      return reply.status(201).send({ data: asset });
    },
  );

  r.delete(
    `${companyImages}/:assetId`,
    {
      config: { roles: EDITING_ROLES },
      schema: {
        tags,
        summary: 'An image out of the company library, with its file; 409 ASSET_IN_USE while a prize shows it',
        params: z.object({ assetId: z.uuid() }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteCompanyImage(deps, actorOf(request), request.params.assetId);
      return reply.status(204).send(null);
    },
  );

  await app.register(filesRoutes, { files });
}
