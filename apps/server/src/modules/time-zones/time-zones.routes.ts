import { dataEnvelope } from '@gc/contracts/envelope';
import {
  timeZoneChangesRequestSchema,
  timeZoneChangesSchema,
  timeZoneOffsetRequestSchema,
  timeZoneSchema,
} from '@gc/contracts/time-zones';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { distinctTimeZones, timeZoneChanges, timeZoneOffset } from './time-zones.service.ts';

const tags = ['time-zones'];
const base = '/api/v1/time-zones';

/** Spec §7 Time zones, for every logged-in user: the zone picker and the builder's dates read them. */
export async function timeZonesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/distinct`,
    { schema: { tags, response: { 200: dataEnvelope(z.array(timeZoneSchema)) } } },
    async () => ({
      data: distinctTimeZones(),
    }),
  );

  r.post(
    `${base}/offset`,
    { schema: { tags, body: timeZoneOffsetRequestSchema, response: { 200: dataEnvelope(timeZoneSchema) } } },
    async (request) => ({ data: timeZoneOffset(request.body.timeZoneName) }),
  );

  r.post(
    `${base}/changes`,
    { schema: { tags, body: timeZoneChangesRequestSchema, response: { 200: dataEnvelope(timeZoneChangesSchema) } } },
    async (request) => ({
      data: timeZoneChanges(request.body.timeZoneName, request.body.from, request.body.to),
    }),
  );
}
