import { sql, type Kysely } from 'kysely';
import { buildTestApp, type TestApp } from '../../../../test/server/helpers/testApp';
import { down, up } from './027_hindi_content';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
/** The migration's own view of the database: no table types. */
const raw = () => t.app.db as unknown as Kysely<unknown>;

it('gives every record and menu entry no Hindi, and goes down and up again', async () => {
  await down(raw());
  const record = await sql<Record<string, unknown>>`select * from content_records`.execute(
    t.app.db,
  );
  expect(Object.keys(record.rows[0] ?? {})).not.toContain('hi');
  const menu = await sql<Record<string, unknown>>`select * from menus`.execute(t.app.db);
  expect(Object.keys(menu.rows[0] ?? {})).not.toContain('hi');

  await up(raw());
  const records = await t.app.db.selectFrom('content_records').select('hi').execute();
  expect(records.length).toBeGreaterThan(0);
  expect(new Set(records.map((r) => r.hi))).toEqual(new Set(['{}']));
  const menus = await t.app.db.selectFrom('menus').select('hi').execute();
  expect(new Set(menus.map((r) => r.hi))).toEqual(new Set(['{}']));
  await t.app.db
    .insertInto('site_settings_hi')
    .values({ key: 'trust_name', value: 'ट्रस्ट', updated_at: '2026-11-25T00:00:00Z' })
    .execute();
  expect(await t.app.db.selectFrom('site_settings_hi').selectAll().execute()).toHaveLength(1);
});
