import { z } from 'zod';

/** How far back and forward the daylight-saving changes of a zone are answered (spec §7 Time zones). */
export const TIME_ZONE_WINDOW_YEARS = 5;

const zoneName = z.string().trim().min(1, 'Choose a time zone').max(64);

/** A zone and its offset from UTC now, in seconds (east positive): Europe/Belgrade in winter is 3600. */
export const timeZoneSchema = z.object({ name: z.string(), gmtOffset: z.number().int() });
export type TimeZone = z.infer<typeof timeZoneSchema>;

export const timeZoneOffsetRequestSchema = z.object({ timeZoneName: zoneName });

/** `from` and `to` in unix seconds, within TIME_ZONE_WINDOW_YEARS of now. */
export const timeZoneChangesRequestSchema = z
  .object({ timeZoneName: zoneName, from: z.number().int(), to: z.number().int() })
  .refine((window) => window.from < window.to, { message: 'from must be before to', path: ['to'] });

/** A change of the zone's offset: from `start` (unix seconds) the offset is `offset` seconds. */
export const timeZoneChangeSchema = z.object({ start: z.number().int(), offset: z.number().int() });
export const timeZoneChangesSchema = timeZoneSchema.extend({ changes: z.array(timeZoneChangeSchema) });
export type TimeZoneChanges = z.infer<typeof timeZoneChangesSchema>;

export const companyTimeZoneRequestSchema = z.object({ timeZone: zoneName });
