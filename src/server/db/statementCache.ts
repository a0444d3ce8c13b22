import type { Statement } from 'better-sqlite3';
import type { SqliteDatabase } from './sqliteDriver';

/** Distinct SQL texts kept prepared: the site's queries, and the IN lists' lengths of a page. */
export const STATEMENTS_KEPT = 256;

/**
 * Keeps the statements Kysely prepares, by their SQL text (issue #19 item 4): Kysely's SQLite
 * driver prepares every query anew, which cost as much as running it on a search page. A
 * statement is reused only when idle (one being iterated by a stream is not), and the least
 * recently used goes past `max`. SQLite prepares a kept statement again by itself when the schema
 * changes (a migration), so a kept one never runs against an old schema.
 */
export function keepStatements(database: SqliteDatabase, max = STATEMENTS_KEPT): void {
  const prepare = database.prepare.bind(database);
  const kept = new Map<string, Statement>();
  database.prepare = ((source: string) => {
    const known = kept.get(source);
    if (known && !known.busy) {
      // Map order is the LRU order: move it to the end.
      kept.delete(source);
      kept.set(source, known);
      return known;
    }
    const statement = prepare(source);
    if (known) return statement;
    kept.set(source, statement);
    if (kept.size > max) kept.delete(kept.keys().next().value as string);
    return statement;
  }) as SqliteDatabase['prepare'];
}
