import { CompiledQuery, sql, type Compilable } from 'kysely';
import { isPostgres } from '../../../src/server/db/dialect';
import type { Db } from '../../../src/server/plugins/db';

/**
 * The plan of a query, one line per step: SQLite's EXPLAIN QUERY PLAN details, or PostgreSQL's
 * EXPLAIN lines. `forceIndex` (PostgreSQL) turns sequential scans off inside a transaction, so
 * that a small table shows whether an index CAN serve the query.
 */
export async function explain(
  db: Db,
  query: Compilable,
  { forceIndex = false }: { forceIndex?: boolean } = {},
): Promise<string[]> {
  const { sql: text, parameters } = query.compile();
  if (!isPostgres(db)) {
    const { rows } = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`EXPLAIN QUERY PLAN ${text}`, [...parameters]),
    );
    return rows.map((r) => r.detail);
  }
  return db.transaction().execute(async (trx) => {
    if (forceIndex) await sql`set local enable_seqscan = off`.execute(trx);
    const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`EXPLAIN ${text}`, [...parameters]),
    );
    return rows.map((r) => r['QUERY PLAN']);
  });
}

/** Whether the plan reads members through an index and never scans the whole table. */
export function usesMembersIndex(plan: readonly string[]): boolean {
  const lines = plan.join('\n');
  if (/Seq Scan on members\b/.test(lines) || /^SCAN m\b/m.test(lines)) return false;
  return (
    /Index (Only )?Scan(?: Backward)? using members_\w+ on members\b/.test(lines) ||
    /Bitmap Index Scan on members_\w+/.test(lines) ||
    /^SEARCH m USING (COVERING )?INDEX members_\w+/m.test(lines)
  );
}
