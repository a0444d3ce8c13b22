import { Migrator, sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';
import { migrationProvider } from './migrations';
import type { Database } from './types';

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await withoutSyncPerStatement(db, () => migrator.migrateToLatest());
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${String(error)}`, { cause: error });
  }
}

/**
 * SQLite runs each DDL statement of a migration as its own commit (Kysely has no transactional
 * DDL there), and synchronous=FULL syncs every one to disk: about 250 ms of a first start. NORMAL
 * in WAL mode never corrupts the file, a crash mid-migration leaves the same half-applied state
 * either way, and the next commit after FULL is restored syncs the WAL with everything before it.
 */
async function withoutSyncPerStatement<T>(db: Kysely<Database>, run: () => Promise<T>): Promise<T> {
  if (isPostgres(db)) return run();
  const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
  const level = Number(rows[0]?.synchronous ?? 2);
  await sql`pragma synchronous = NORMAL`.execute(db);
  try {
    return await run();
  } finally {
    await sql.raw(`pragma synchronous = ${level}`).execute(db);
  }
}
