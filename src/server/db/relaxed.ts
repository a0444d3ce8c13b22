import { sql, type Kysely, type Transaction } from 'kysely';
import { isPostgres } from './dialect';
import type { Database } from './types';

/**
 * Runs one small write without waiting for the disk: for counters whose last few increments may
 * be lost in a power cut (view quotas), not for anything a member was told was saved.
 * SQLite: synchronous=NORMAL for this statement on the reserved connection; in WAL mode that is
 * still safe from a process crash, and the next FULL commit flushes it. PostgreSQL:
 * synchronous_commit=off for this transaction only.
 */
export async function withoutWaitingForDisk<T>(
  db: Kysely<Database>,
  write: (db: Kysely<Database> | Transaction<Database>) => Promise<T>,
): Promise<T> {
  if (isPostgres(db)) {
    return db.transaction().execute(async (trx) => {
      await sql`set local synchronous_commit = off`.execute(trx);
      return write(trx);
    });
  }
  return db.connection().execute(async (conn) => {
    await sql`pragma synchronous = NORMAL`.execute(conn);
    try {
      return await write(conn);
    } finally {
      await sql`pragma synchronous = FULL`.execute(conn);
    }
  });
}
