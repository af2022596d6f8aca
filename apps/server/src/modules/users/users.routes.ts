import { dataEnvelope } from '@gc/contracts/envelope';
import { emptyAsUnset, pageOf, pageQuerySchema } from '@gc/contracts/paging';
import { ROLES, type Role, USER_MANAGEMENT_ROLES, USER_TYPES } from '@gc/contracts/roles';
import {
  inviteUserRequestSchema,
  loggedInUserSchema,
  USER_SORT_FIELDS,
  USER_STATUSES,
  updateProfileRequestSchema,
  updateUserRequestSchema,
  userSchema,
} from '@gc/contracts/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { actorOf } from '../../plugins/auth.ts';
import {
  inviteUser,
  listUsers,
  loggedInUser,
  setUserActive,
  updateProfile,
  updateUser,
  userEmailExists,
} from './users.service.ts';

const tags = ['users'];
const idParams = z.object({ id: z.uuid() });
/**
 * The /users page's roles, plus the super admin, who manages a company's users through companyViewId.
 * Which roles each may give, and where, is the service's rule (@gc/contracts/role-grants).
 */
const manage = { roles: [...USER_MANAGEMENT_ROLES, 'SUPER_ADMIN'] satisfies Role[] };

export async function usersRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const users = '/api/v1/user-management/users';
  const details = '/api/v1/user-management/user-details';

  r.get(
    `${users}/logged-in/type`,
    { schema: { tags, response: { 200: dataEnvelope(z.enum(USER_TYPES)) } } },
    async (request) => ({
      data: actorOf(request).type,
    }),
  );

  r.get(
    `${users}/logged-in/roles`,
    { schema: { tags, response: { 200: dataEnvelope(z.array(z.enum(ROLES))) } } },
    async (request) => ({ data: actorOf(request).roles }),
  );

  r.get(
    `${details}/logged-in`,
    { schema: { tags, response: { 200: dataEnvelope(loggedInUserSchema) } } },
    async (request) => ({
      data: await loggedInUser(ctx, actorOf(request)),
    }),
  );

  r.put(
    `${details}/logged-in`,
    { schema: { tags, body: updateProfileRequestSchema, response: { 200: dataEnvelope(loggedInUserSchema) } } },
    async (request) => ({ data: await updateProfile(ctx, actorOf(request), request.body) }),
  );

  r.get(
    `${details}/exists/:email`,
    {
      config: manage,
      schema: { tags, params: z.object({ email: z.string().max(255) }), response: { 200: dataEnvelope(z.boolean()) } },
    },
    async (request) => ({ data: await userEmailExists(ctx, request.params.email) }),
  );

  r.get(
    users,
    {
      config: manage,
      schema: {
        tags,
        querystring: pageQuerySchema.extend({
          sort: emptyAsUnset(z.enum(USER_SORT_FIELDS)),
          status: emptyAsUnset(z.enum(USER_STATUSES)),
          companyViewId: z.string().optional(),
        }),
        response: { 200: dataEnvelope(pageOf(userSchema)) },
      },
    },
    async (request) => ({ data: await listUsers(ctx, actorOf(request), request.query) }),
  );

  r.post(
    users,
    { config: manage, schema: { tags, body: inviteUserRequestSchema, response: { 201: dataEnvelope(userSchema) } } },
    async (request, reply) => reply.status(201).send({ data: await inviteUser(ctx, actorOf(request), request.body) }),
  );

  r.put(
    `${users}/:id`,
    {
      config: manage,
      schema: { tags, params: idParams, body: updateUserRequestSchema, response: { 200: dataEnvelope(userSchema) } },
    },
    async (request) => ({ data: await updateUser(ctx, actorOf(request), request.params.id, request.body) }),
  );

  r.post(
    `${users}/:id/deactivate`,
    { config: manage, schema: { tags, params: idParams, response: { 200: dataEnvelope(userSchema) } } },
    async (request) => ({ data: await setUserActive(ctx, actorOf(request), request.params.id, false) }),
  );

  r.post(
    `${users}/:id/activate`,
    { config: manage, schema: { tags, params: idParams, response: { 200: dataEnvelope(userSchema) } } },
    async (request) => ({ data: await setUserActive(ctx, actorOf(request), request.params.id, true) }),
  );
}
