import { createHash } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import { isPostgres } from '../../../../src/server/db/dialect';
import type { Db } from '../../../../src/server/plugins/db';

/**
 * Every table of the schema with its row count and a hash of its contents. The names come from
 * the database itself (not a list kept here), so a table added by a later migration is covered.
 */
export type Snapshot = Record<string, { rows: number; hash: string }>;

/** The site's tables and their columns, read once: the snapshot's statement is built from them. */
export type SiteTables = readonly { name: string; columns: string[] }[];

/** Kysely's own bookkeeping, not the site's data. */
const isSiteTable = (name: string) => !name.startsWith('kysely_');

/** Every table of the site, or those of `only`. */
export async function siteTables(db: Db, only?: readonly string[]): Promise<SiteTables> {
  const tables = (await db.introspection.getTables())
    .filter((t) => isSiteTable(t.name) && (!only || only.includes(t.name)))
    .sort((a, b) => (a.name < b.name ? -1 : 1));
  return tables.map((t) => ({ name: t.name, columns: t.columns.map((c) => c.name) }));
}

/**
 * One table's count and its rows as text, one line a row in sorted order (row order is not
 * guaranteed: PostgreSQL moves updated rows). A row's text holds every column with its type:
 * PostgreSQL's row literal, SQLite's quote() of each column (1 and '1' differ, NULL and 'NULL').
 */
function tableState(db: Db, table: string, columns: readonly string[]): RawBuilder<unknown> {
  if (isPostgres(db)) {
    // The alias, not the table's name: a column named like its table would shadow the row.
    const row = sql`snapshot_row::text`;
    return sql`select ${table} as name, count(*) as rows,
      coalesce(string_agg(${row}, E'\n' order by ${row}), '') as lines
      from ${sql.table(table)} as snapshot_row`;
  }
  const row = sql.join(
    columns.map((c) => sql`quote(${sql.ref(c)})`),
    sql` || ',' || `,
  );
  return sql`select ${table} as name, count(*) as rows,
    coalesce(group_concat(line, char(10) order by line), '') as lines
    from (select ${row} as line from ${sql.table(table)})`;
}

/**
 * The snapshot in one statement: the fuzzer takes one after every request (some 7,000 a run), and
 * a statement per table made that half of the PostgreSQL run's time (68 of 140 s, 2026-12-07).
 */
export async function snapshot(db: Db, tables: SiteTables): Promise<Snapshot> {
  const states = tables.map((t) => tableState(db, t.name, t.columns));
  const { rows } = await sql<{ name: string; rows: number | string; lines: string }>`${sql.join(
    states,
    sql` union all `,
  )}`.execute(db);
  const out: Snapshot = {};
  for (const r of rows)
    out[r.name] = {
      rows: Number(r.rows),
      hash: createHash('sha256').update(r.lines).digest('hex'),
    };
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
