import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';

export async function findAppSecret(
  db: DbOrTx,
  companyId: string,
): Promise<{ secret: string; created_ms: number } | null> {
  const [row] = await queryRows<{ secret: string; created_ms: number }>(
    db,
    sql`select secret, (extract(epoch from created_at) * 1000)::float8 as created_ms
        from company_app_secrets where company_id = ${companyId}`,
  );
  return row ?? null;
}

/** Makes or replaces the company's secret: links signed with the old one stop working. */
export async function replaceAppSecret(db: DbOrTx, companyId: string, secret: string): Promise<number> {
  const [row] = await queryRows<{ created_ms: number }>(
    db,
    sql`insert into company_app_secrets (company_id, secret) values (${companyId}, ${secret})
        on conflict (company_id) do update set secret = excluded.secret, created_at = now()
        returning (extract(epoch from created_at) * 1000)::float8 as created_ms`,
  );
  return row.created_ms;
}
