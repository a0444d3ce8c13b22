import type { CreateTableBuilder, Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/** An auto-numbered integer primary key that reads the same on both dialects. */
export function withId<T extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
