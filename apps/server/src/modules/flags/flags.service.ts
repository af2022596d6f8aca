import { FEATURE_FLAGS, type FeatureFlag, type FlagMap } from '@gc/contracts/flags';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { featureFlags } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { findCompany } from '../companies/companies.repo.ts';

/** Flags nobody has set yet: on, except those that change behaviour for every user. */
export const FLAG_DEFAULTS: FlagMap = {
  ANALYTICS: true,
  EXPORTS: true,
  CALENDAR: true,
  LIMITS: true,
  CHAT_WIDGET: false,
  LOGIN_REGISTRATION_RESTRICTION: false,
  SIMULTANEOUS_EDIT_PREVENTION: true,
  INTERNAL_ANALYTICS: false,
  CUSTOM_OUTCOME_ATTRIBUTES: false,
};

/** The company's value where it has one, else the global default row, else FLAG_DEFAULTS. */
export async function effectiveFlags(db: Db, companyId: string): Promise<FlagMap> {
  const rows = await db
    .select()
    .from(featureFlags)
    .where(or(isNull(featureFlags.companyId), eq(featureFlags.companyId, companyId)));
  const flags = { ...FLAG_DEFAULTS };
  for (const row of rows.filter((r) => r.companyId === null)) flags[row.key as FeatureFlag] = row.enabled;
  for (const row of rows.filter((r) => r.companyId !== null)) flags[row.key as FeatureFlag] = row.enabled;
  for (const key of Object.keys(flags))
    if (!FEATURE_FLAGS.includes(key as FeatureFlag)) delete flags[key as FeatureFlag];
  return flags;
}

/** A flag's global value (its default row, else FLAG_DEFAULTS): for what no company is acting in yet, as sign-up. */
export async function globalFlag(db: Db, key: FeatureFlag): Promise<boolean> {
  const [row] = await db
    .select({ enabled: featureFlags.enabled })
    .from(featureFlags)
    .where(and(eq(featureFlags.key, key), isNull(featureFlags.companyId)))
    .limit(1);
  return row?.enabled ?? FLAG_DEFAULTS[key];
}

/** One statement per scope, so that two first-time sets of the same flag at once cannot collide. */
export async function setFlag(db: Db, key: FeatureFlag, companyId: string | null, enabled: boolean): Promise<void> {
  if (companyId && !(await findCompany(db, companyId))) throw notFound('Company');
  const set = { enabled, updatedAt: sql`now()` };
  const insert = db.insert(featureFlags).values({ key, companyId, enabled });
  if (companyId) {
    await insert.onConflictDoUpdate({ target: [featureFlags.key, featureFlags.companyId], set });
  } else {
    await insert.onConflictDoUpdate({ target: featureFlags.key, targetWhere: isNull(featureFlags.companyId), set });
  }
}
