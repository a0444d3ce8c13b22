import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import type { Db } from '../../../src/server/plugins/db';

/**
 * A Kysely handle of each dialect that compiles but never connects: for tests of the SQL text a
 * builder writes, on PostgreSQL too without a server.
 */
export const compileOnly = (dialect: 'sqlite' | 'postgres'): Db =>
  new Kysely({
    dialect:
      dialect === 'sqlite'
        ? {
            createAdapter: () => new SqliteAdapter(),
            createDriver: () => new DummyDriver(),
            createIntrospector: (db) => new SqliteIntrospector(db),
            createQueryCompiler: () => new SqliteQueryCompiler(),
          }
        : {
            createAdapter: () => new PostgresAdapter(),
            createDriver: () => new DummyDriver(),
            createIntrospector: (db) => new PostgresIntrospector(db),
            createQueryCompiler: () => new PostgresQueryCompiler(),
          },
  });

/** What a compiled query sends the database: its text and its values, for comparing two. */
export const sentText = (q: { sql: string; parameters: readonly unknown[] }) => ({
  sql: q.sql,
  parameters: q.parameters,
});
