import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../../../src/server/plugins/db';

/**
 * Every table of the schema with its row count and a hash of its contents. The names come from
 * the database itself (not a list kept here), so a table added by a later migration is covered.
 */
export type Snapshot = Record<string, { rows: number; hash: string }>;

/** Kysely's own bookkeeping, not the site's data. */
const isSiteTable = (name: string) => !name.startsWith('kysely_');

export async function tableNames(db: Db): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables
    .map((t) => t.name)
    .filter(isSiteTable)
    .sort();
}

async function tableState(db: Db, table: string): Promise<{ rows: number; hash: string }> {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
    db,
  );
  // Row order is not guaranteed (PostgreSQL moves updated rows), so the hash sorts them.
  const lines = rows.map((row) => JSON.stringify(row)).sort();
  const hash = createHash('sha256');
  for (const line of lines) hash.update(line).update('\n');
  return { rows: rows.length, hash: hash.digest('hex') };
}

export async function snapshot(db: Db, tables: readonly string[]): Promise<Snapshot> {
  const out: Snapshot = {};
  for (const table of tables) out[table] = await tableState(db, table);
  return out;
}

/** The tables whose count or contents differ, except those a refusal may write on purpose. */
export function changedTables(
  before: Snapshot,
  after: Snapshot,
  allowed: readonly string[] = [],
): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names]
    .filter((t) => !allowed.includes(t))
    .filter((t) => before[t]?.rows !== after[t]?.rows || before[t]?.hash !== after[t]?.hash)
    .sort();
}
