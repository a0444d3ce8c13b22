import fs from 'node:fs';
import path from 'node:path';
import { SQLite } from '../db/sqliteDriver';
import { keepStatements } from '../db/statementCache';
import { Kysely, PostgresDialect, SqliteDialect, type KyselyConfig } from 'kysely';
import { Pool } from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { waitForLock } from '../db/fileLock';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/types';

export type Db = Kysely<Database>;

export const SQLITE_FILE = 'site.db';

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  log: Pick<FastifyBaseLogger, 'error'> = console,
  /** Told each query's time (metrics). */
  onQuery?: QueryObserver,
): Promise<Db> {
  const db = config.databaseUrl
    ? openPostgres(config.databaseUrl, log, onQuery)
    : openSqlite(config.dataDir, onQuery);
  // Kysely locks PostgreSQL migrations itself; on SQLite, processes take turns through a file.
  const release = config.databaseUrl
    ? () => undefined
    : await waitForLock(path.join(config.dataDir, MIGRATION_LOCK));
  try {
    await migrateToLatest(db);
  } catch (err) {
    await db.destroy();
    throw err;
  } finally {
    release();
  }
  return db;
}

export type QueryObserver = (seconds: number, failed: boolean) => void;

const queryLog = (onQuery: QueryObserver | undefined): KyselyConfig['log'] =>
  onQuery && ((event) => onQuery(event.queryDurationMillis / 1000, event.level === 'error'));

export const MIGRATION_LOCK = 'migrate.lock';

/**
 * The database file (and with it the WAL and shared-memory files, which SQLite creates with the
 * database's mode) readable by this user only, like the key, the mails and the photos.
 */
function privateFile(file: string): void {
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  for (const f of [file, `${file}-wal`, `${file}-shm`]) {
    if (fs.existsSync(f)) fs.chmodSync(f, 0o600);
  }
}

function openSqlite(dataDir: string, onQuery?: QueryObserver): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, SQLITE_FILE);
  privateFile(file);
  const database = new SQLite(file);
  // WAL + synchronous=FULL: an acknowledged commit survives a crash or power loss.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  keepStatements(database);
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }), log: queryLog(onQuery) });
}

function openPostgres(
  connectionString: string,
  log: Pick<FastifyBaseLogger, 'error'>,
  onQuery?: QueryObserver,
): Db {
  const pool = new Pool({ connectionString, max: 10 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (err) => log.error({ err }, 'idle database connection failed'));
  // A connection lost while checked out (a database restart between two queries) emits 'error'
  // on its client, which would crash the process if nobody listens; its query fails on its own.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: queryLog(onQuery) });
}
