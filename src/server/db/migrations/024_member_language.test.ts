import { sql, type Kysely } from 'kysely';
import { testClock } from '../../../../test/server/helpers/accounts';
import { addMember } from '../../../../test/server/helpers/members';
import { buildTestApp, type TestApp } from '../../../../test/server/helpers/testApp';
import { down, up } from './024_member_language';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
});
afterAll(() => t.close());
/** The migration's own view of the database: no table types. */
const raw = () => t.app.db as unknown as Kysely<unknown>;

it('gives every member English, and goes down and up again', async () => {
  const before = await addMember(t.app.db, {}, clock.now());
  await t.app.db
    .updateTable('members')
    .set({ language: 'hi' })
    .where('id', '=', before.id)
    .execute();

  await down(raw());
  const columns = await sql<{
    name: string;
  }>`select * from members where id = ${before.id}`.execute(t.app.db);
  expect(Object.keys(columns.rows[0] ?? {})).not.toContain('language');

  await up(raw());
  const after = await addMember(t.app.db, {}, clock.now());
  const rows = await t.app.db
    .selectFrom('members')
    .select(['id', 'language'])
    .where('id', 'in', [before.id, after.id])
    .orderBy('id')
    .execute();
  expect(rows).toEqual([
    { id: before.id, language: 'en' },
    { id: after.id, language: 'en' },
  ]);
});
