import type { Kysely } from 'kysely';
import { addMember } from '../../../../test/server/helpers/members';
import { buildTestApp, type TestApp } from '../../../../test/server/helpers/testApp';
import { down, up } from './015_report_outcomes';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
/** The migration's own view of the database: no table types. */
const raw = () => t.app.db as unknown as Kysely<unknown>;

/** A report between two fresh members, closed (with a note only, as before 015) or open. */
async function report(closed: boolean): Promise<number> {
  const [by, about] = [await addMember(t.app.db), await addMember(t.app.db)];
  const at = '2026-03-01T09:00:00.000Z';
  const row = await t.app.db
    .insertInto('member_reports')
    .values({
      reporter_id: by.id,
      reported_id: about.id,
      reporter_label: 'A',
      reported_label: 'B',
      reason: 'other',
      words: 'Words.',
      created_at: at,
      ...(closed ? { closed_at: at, closed_by: 'desk@trust.example', close_note: 'Done.' } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
const outcomeOf = async (id: number) =>
  (
    await t.app.db
      .selectFrom('member_reports')
      .select('outcome')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).outcome;

it('gives reports closed before outcomes existed "no action", and leaves open ones without', async () => {
  await down(raw());
  const [closed, open] = [await report(true), await report(false)];
  await up(raw());
  expect(await outcomeOf(closed)).toBe('no_action');
  expect(await outcomeOf(open)).toBeNull();
});

it('refuses an outcome outside the list', async () => {
  const id = await report(false);
  // Read as text: the driver's error class comes from outside jest's realm (see cli.test.ts).
  const wrong = await t.app.db
    .updateTable('member_reports')
    .set({ outcome: 'banned' as 'warned' })
    .where('id', '=', id)
    .execute()
    .then(
      () => 'done',
      (err: unknown) => String(err),
    );
  expect(wrong).toMatch(/check/i);
});
