import multipart from '@fastify/multipart';
import { dataEnvelope } from '@gc/contracts/envelope';
import {
  campaignEmailSchema,
  campaignEmailUpdateSchema,
  deliveryLogSchema,
  deliveryQuerySchema,
  deliverySchema,
  emailPreviewBodySchema,
  emailTemplateSchema,
  generateEmailsSchema,
  mailTypeBodySchema,
  mailTypeSchema,
  newCampaignEmailSchema,
  newEmailTemplateSchema,
  renderedEmailSchema,
  senderBodySchema,
  senderSchema,
} from '@gc/contracts/mail';
import { BUILDER_ROLES, DASHBOARD_ROLES, EDITING_ROLES, LEAD_DATA_ROLES } from '@gc/contracts/roles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/auth.ts';
import { closeIfBodyUnread, MULTIPART_LIMITS, readUpload, refuseAnnouncedOversize } from '../assets/read-upload.ts';
import type { MailDeps } from './campaign-email-render.ts';
import { deliveryLog, retryDelivery } from './deliveries.service.ts';
import { createTemplate, deleteTemplate, generateEmails, listTemplates } from './email-templates.service.ts';
import {
  createEmail,
  deleteAllEmails,
  getMailType,
  getSender,
  listEmails,
  previewEmail,
  sendTestEmail,
  setMailType,
  setSender,
  updateEmail,
} from './mail.service.ts';
import { removeAttachment, uploadAttachment } from './mail-attachments.service.ts';

const tags = ['mail'];
const campaignParams = z.object({ campaignId: z.uuid({ error: 'Campaign not found' }) });
const emailParams = campaignParams.extend({ emailId: z.uuid({ error: 'E-mail not found' }) });
const read = { roles: DASHBOARD_ROLES };
const write = { roles: BUILDER_ROLES };

/**
 * Spec §7 Mail (mailsls, getAll, deleteAll, mailType, sender) under /api/v1/mail, with what the
 * builder's e-mail editor needs beside them (attachment, preview, test, templates, the delivery log),
 * and §7 Build generate-emails under /api/v1/build.
 */
export async function mailRoutes(app: FastifyInstance, { deps }: { deps: MailDeps }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/v1/mail';

  r.get(
    `${base}/mailType/:campaignId`,
    { config: read, schema: { tags, params: campaignParams, response: { 200: dataEnvelope(mailTypeSchema) } } },
    async (request) => ({ data: await getMailType(deps, actorOf(request), request.params.campaignId) }),
  );
  r.put(
    `${base}/mailType/:campaignId`,
    {
      config: write,
      schema: {
        tags,
        params: campaignParams,
        body: mailTypeBodySchema,
        response: { 200: dataEnvelope(mailTypeSchema) },
      },
    },
    async (request) => ({
      data: await setMailType(deps, actorOf(request), request.params.campaignId, request.body.emailType),
    }),
  );
  r.delete(
    `${base}/mailType/:campaignId`,
    { config: write, schema: { tags, params: campaignParams, response: { 200: dataEnvelope(mailTypeSchema) } } },
    async (request) => ({ data: await setMailType(deps, actorOf(request), request.params.campaignId, 'NOEMAIL') }),
  );

  r.get(
    `${base}/sender/:campaignId`,
    { config: read, schema: { tags, params: campaignParams, response: { 200: dataEnvelope(senderSchema) } } },
    async (request) => ({ data: await getSender(deps, actorOf(request), request.params.campaignId) }),
  );
  r.put(
    `${base}/sender/:campaignId`,
    {
      config: write,
      schema: { tags, params: campaignParams, body: senderBodySchema, response: { 200: dataEnvelope(senderSchema) } },
    },
    async (request) => ({ data: await setSender(deps, actorOf(request), request.params.campaignId, request.body) }),
  );
  r.delete(
    `${base}/sender/:campaignId`,
    { config: write, schema: { tags, params: campaignParams, response: { 200: dataEnvelope(senderSchema) } } },
    async (request) => ({
      data: await setSender(deps, actorOf(request), request.params.campaignId, { displayName: '', replyTo: '' }),
    }),
  );

  r.post(
    `${base}/mailsls/`,
    {
      config: write,
      schema: { tags, body: newCampaignEmailSchema, response: { 201: dataEnvelope(campaignEmailSchema) } },
    },
    async (request, reply) => reply.status(201).send({ data: await createEmail(deps, actorOf(request), request.body) }),
  );
  r.put(
    `${base}/mailsls/`,
    {
      config: write,
      schema: { tags, body: campaignEmailUpdateSchema, response: { 200: dataEnvelope(campaignEmailSchema) } },
    },
    async (request) => ({ data: await updateEmail(deps, actorOf(request), request.body) }),
  );
  r.get(
    `${base}/getAll/:campaignId`,
    {
      config: read,
      schema: { tags, params: campaignParams, response: { 200: dataEnvelope(z.array(campaignEmailSchema)) } },
    },
    async (request) => ({ data: await listEmails(deps, actorOf(request), request.params.campaignId) }),
  );
  r.delete(
    `${base}/deleteAll/:campaignId`,
    { config: write, schema: { tags, params: campaignParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteAllEmails(deps, actorOf(request), request.params.campaignId);
      return reply.status(204).send(null);
    },
  );

  // Multipart parsing only for the attachment upload, in its own context.
  await app.register(async (upload) => {
    await upload.register(multipart, { limits: MULTIPART_LIMITS });
    upload.withTypeProvider<ZodTypeProvider>().post(
      `${base}/mailsls/:campaignId/:emailId/attachment`,
      {
        config: write,
        onRequest: refuseAnnouncedOversize,
        onSend: closeIfBodyUnread,
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          params: emailParams,
          response: { 200: dataEnvelope(campaignEmailSchema) },
        },
      },
      async (request) => ({
        data: await uploadAttachment(deps, actorOf(request), request.params, () => readUpload(request)),
      }),
    );
  });
  r.delete(
    `${base}/mailsls/:campaignId/:emailId/attachment`,
    { config: write, schema: { tags, params: emailParams, response: { 200: dataEnvelope(campaignEmailSchema) } } },
    async (request) => ({ data: await removeAttachment(deps, actorOf(request), request.params) }),
  );
  r.post(
    `${base}/mailsls/:campaignId/:emailId/test`,
    {
      config: write,
      schema: { tags, params: emailParams, response: { 202: dataEnvelope(z.object({ to: z.string() })) } },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send({ data: await sendTestEmail(deps, actorOf(request), request.params.campaignId, request.params.emailId) }),
  );
  r.post(
    `${base}/preview/:campaignId`,
    {
      config: read,
      schema: {
        tags,
        params: campaignParams,
        body: emailPreviewBodySchema,
        response: { 200: dataEnvelope(renderedEmailSchema) },
      },
    },
    async (request) => ({ data: await previewEmail(deps, actorOf(request), request.params.campaignId, request.body) }),
  );

  r.get(
    `${base}/deliveries/:campaignId`,
    {
      config: { roles: LEAD_DATA_ROLES },
      schema: {
        tags,
        params: campaignParams,
        querystring: deliveryQuerySchema,
        response: { 200: dataEnvelope(deliveryLogSchema) },
      },
    },
    async (request) => ({ data: await deliveryLog(deps, actorOf(request), request.params.campaignId, request.query) }),
  );
  r.post(
    `${base}/deliveries/:campaignId/:mailId/retry`,
    {
      config: { roles: EDITING_ROLES },
      schema: {
        tags,
        params: campaignParams.extend({ mailId: z.uuid({ error: 'E-mail not found' }) }),
        response: { 200: dataEnvelope(deliverySchema) },
      },
    },
    async (request) => ({
      data: await retryDelivery(deps, actorOf(request), request.params.campaignId, request.params.mailId),
    }),
  );

  r.get(
    `${base}/templates`,
    { config: read, schema: { tags, response: { 200: dataEnvelope(z.array(emailTemplateSchema)) } } },
    async (request) => ({ data: await listTemplates(deps, actorOf(request)) }),
  );
  r.post(
    `${base}/templates`,
    {
      config: write,
      schema: { tags, body: newEmailTemplateSchema, response: { 201: dataEnvelope(emailTemplateSchema) } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createTemplate(deps, actorOf(request), request.body) }),
  );
  r.delete(
    `${base}/templates/:key`,
    {
      config: write,
      schema: { tags, params: z.object({ key: z.string().min(1).max(80) }), response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deleteTemplate(deps, actorOf(request), request.params.key);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/v1/build/generate-emails',
    {
      config: write,
      schema: {
        tags: ['build'],
        body: generateEmailsSchema,
        response: { 200: dataEnvelope(z.array(campaignEmailSchema)) },
      },
    },
    async (request) => ({ data: await generateEmails(deps, actorOf(request), request.body) }),
  );
}
