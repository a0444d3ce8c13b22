import { PostgresAdapter, type Kysely } from 'kysely';

// Checked through the adapter rather than config so migrations and repositories need only `db`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema will do
export const isPostgres = (db: Kysely<any>): boolean =>
  db.getExecutor().adapter instanceof PostgresAdapter;
