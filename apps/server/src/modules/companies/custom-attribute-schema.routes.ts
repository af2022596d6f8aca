import { customAttributeSchemaProblems } from '@gc/contracts/custom-attribute-schema-rules';
import { customAttributeSchemaSchema } from '@gc/contracts/custom-attributes';
import { dataEnvelope } from '@gc/contracts/envelope';
import { type Role, USER_MANAGEMENT_ROLES } from '@gc/contracts/roles';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companies } from '../../db/schema/index.ts';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { actorOf } from '../../plugins/auth.ts';

const tags = ['companies'];
/** The company's admins, as for its time zone (the account page): the schema is a company setting. */
const manage = { roles: [...USER_MANAGEMENT_ROLES, 'SUPER_ADMIN'] satisfies Role[] };
const answer = z.object({ schema: customAttributeSchemaSchema.nullable() });

/**
 * The custom outcome attribute schema of the caller's company (spec §3; left from issue 3): read and
 * replaced by its admins. A schema with problems the shape cannot catch is refused with each problem
 * as a violation at its field, so the admin screen shows them where they are.
 */
export async function customAttributeSchemaRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const url = '/api/v1/companies/current/custom-attribute-schema';

  r.get(url, { config: manage, schema: { tags, response: { 200: dataEnvelope(answer) } } }, async (request) => {
    const [row] = await ctx.db
      .select({ schema: companies.customAttributeSchema })
      .from(companies)
      .where(eq(companies.id, actorOf(request).companyId));
    if (!row) throw notFound('Company');
    const parsed = customAttributeSchemaSchema.safeParse(row.schema);
    return { data: { schema: parsed.success ? parsed.data : null } };
  });

  r.put(
    url,
    { config: manage, schema: { tags, body: answer, response: { 200: dataEnvelope(answer) } } },
    async (request) => {
      const { schema } = request.body;
      if (schema) {
        const violations = customAttributeSchemaProblems(schema).map(({ field, message }) => ({ field, message }));
        if (violations.length > 0) throw new AppError('VALIDATION_FAILED', 400, violations[0].message, { violations });
      }
      const [row] = await ctx.db
        .update(companies)
        .set({ customAttributeSchema: schema })
        .where(eq(companies.id, actorOf(request).companyId))
        .returning({ id: companies.id });
      if (!row) throw notFound('Company');
      return { data: { schema } };
    },
  );
}
