import { buildApp } from '../app';
import { openDatabase } from '../plugins/db';
import type { FastifyInstance } from 'fastify';
import { createTestEnv, type TestEnv } from '../../../test/server/helpers/testApp';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.cleanup());

// Scale-out: every process starts with `loadContentIfEmpty`; on an empty database they race for
// the content's unique keys. Only PostgreSQL is shared by several processes (SQLite is one
// process's file), so this runs under test:pg; the schema is migrated first, as the first
// process would have done.
const onPostgres = process.env.DATABASE_URL ? it : it.skip;
onPostgres(
  'starts several apps at once on one empty database, loading the content once',
  async () => {
    await (await openDatabase(env.config)).destroy();
    const apps = await Promise.all([
      buildApp(env.config),
      buildApp(env.config),
      buildApp(env.config),
    ]);
    try {
      const counts = await Promise.all(apps.map(countRows));
      expect(counts[0]?.records).toBeGreaterThan(0);
      expect(
        counts.every((c) => c.records === counts[0]?.records && c.menus === counts[0]?.menus),
      ).toBe(true);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  },
);

async function countRows(app: FastifyInstance): Promise<{ records: number; menus: number }> {
  const one = async (table: 'content_records' | 'menus') => {
    const row = await app.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return { records: await one('content_records'), menus: await one('menus') };
}
