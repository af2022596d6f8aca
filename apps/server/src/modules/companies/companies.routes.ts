import { companySchema, createCompanyRequestSchema, updateCompanyRequestSchema } from '@gc/contracts/companies';
import { dataEnvelope } from '@gc/contracts/envelope';
import { type Role, USER_MANAGEMENT_ROLES } from '@gc/contracts/roles';
import { companyTimeZoneRequestSchema } from '@gc/contracts/time-zones';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { actorOf } from '../../plugins/auth.ts';
import { createCompany, editCompany, getCompany, listCompanies, setCompanyActive } from './companies.service.ts';

const tags = ['companies'];
const idParams = z.object({ id: z.uuid() });

export async function companiesRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/companies',
    { schema: { tags, response: { 200: dataEnvelope(z.array(companySchema)) } } },
    async (request) => ({
      data: await listCompanies(ctx, actorOf(request)),
    }),
  );

  r.get(
    '/api/v1/companies/:id',
    { schema: { tags, params: idParams, response: { 200: dataEnvelope(companySchema) } } },
    async (request) => ({ data: await getCompany(ctx, actorOf(request), request.params.id) }),
  );

  r.post(
    '/api/v1/companies',
    {
      config: { roles: ['SUPER_ADMIN'] },
      schema: { tags, body: createCompanyRequestSchema, response: { 201: dataEnvelope(companySchema) } },
    },
    async (request, reply) => reply.status(201).send({ data: await createCompany(ctx, request.body) }),
  );

  r.put(
    '/api/v1/companies/:id',
    {
      config: { roles: ['SUPER_ADMIN'] },
      schema: {
        tags,
        params: idParams,
        body: updateCompanyRequestSchema,
        response: { 200: dataEnvelope(companySchema) },
      },
    },
    async (request) => ({ data: await editCompany(ctx, request.params.id, request.body) }),
  );

  // Issue 17: a super admin deactivates a company (its users are logged out and cannot log in) and reactivates it.
  for (const [action, isActive] of [
    ['deactivate', false],
    ['activate', true],
  ] as const) {
    r.post(
      `/api/v1/companies/:id/${action}`,
      {
        config: { roles: ['SUPER_ADMIN'] },
        schema: { tags, params: idParams, response: { 200: dataEnvelope(companySchema) } },
      },
      async (request) => ({ data: await setCompanyActive(ctx, actorOf(request), request.params.id, isActive) }),
    );
  }

  // The user's own company's time zone (the account page's): its schedules, play days and calendar days
  // follow it. Another company's zone is an admin's edit of that company (PUT /companies/{id}).
  r.put(
    '/api/v1/companies/current/time-zone',
    {
      config: { roles: [...USER_MANAGEMENT_ROLES, 'SUPER_ADMIN'] satisfies Role[] },
      schema: { tags, body: companyTimeZoneRequestSchema, response: { 200: dataEnvelope(companySchema) } },
    },
    async (request) => ({
      data: await editCompany(ctx, actorOf(request).homeCompanyId, { timeZone: request.body.timeZone }),
    }),
  );

  r.get(
    '/api/v1/user-management/company-details/expirationDate/:id',
    { schema: { tags, params: idParams, response: { 200: dataEnvelope(z.string().nullable()) } } },
    async (request) => ({ data: (await getCompany(ctx, actorOf(request), request.params.id)).expirationDate }),
  );
}
