import { sql } from 'kysely';
import { isPostgres } from './dialect';
import { openDatabase } from '../plugins/db';
import { createTestEnv } from '../../../test/server/helpers/testApp';

it('leaves SQLite syncing every commit after migrating (synchronous = FULL)', async () => {
  const env = await createTestEnv();
  const db = await openDatabase(env.config);
  try {
    if (isPostgres(db)) return;
    const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
    expect(rows[0]?.synchronous).toBe(2);
  } finally {
    await db.destroy();
    await env.cleanup();
  }
});
