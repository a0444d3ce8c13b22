import type { Kysely } from 'kysely';
import { buildTestApp, type TestApp } from '../../../../test/server/helpers/testApp';
import { down, up } from './025_page_drafts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
/** The migration's own view of the database: no table types. */
const raw = () => t.app.db as unknown as Kysely<unknown>;
const outcome = (p: Promise<unknown>) =>
  p.then(
    () => 'done',
    (e: unknown) => String(e),
  );
const version = (loc: string) =>
  t.app.db
    .insertInto('page_versions')
    .values({ loc, page: '{}', note: 'n', saved_by: 'a', saved_at: 'now', restored_from: null })
    .returning('id')
    .executeTakeFirstOrThrow();

it('goes down and up again, leaving the site content alone', async () => {
  const before = await t.app.db.selectFrom('content_records').select('id').execute();
  await down(raw());
  await up(raw());
  expect(await t.app.db.selectFrom('page_versions').selectAll().execute()).toEqual([]);
  expect(await t.app.db.selectFrom('content_records').select('id').execute()).toEqual(before);
});

it('holds one draft a page', async () => {
  const draft = { loc: 'home', page: '{}', saved_by: 'a', saved_at: 'now' };
  await t.app.db.insertInto('page_drafts').values(draft).execute();
  expect(await outcome(t.app.db.insertInto('page_drafts').values(draft).execute())).toMatch(
    /unique|UNIQUE/,
  );
  await t.app.db
    .insertInto('page_drafts')
    .values({ ...draft, loc: 'about' })
    .execute();
});

it('never changes or deletes a version once kept', async () => {
  const { id } = await version('home');
  const changed = t.app.db
    .updateTable('page_versions')
    .set({ note: 'rewritten' })
    .where('id', '=', id)
    .execute();
  expect(await outcome(changed)).toMatch(/never changed/);
  const deleted = t.app.db.deleteFrom('page_versions').where('id', '=', id).execute();
  expect(await outcome(deleted)).toMatch(/never changed/);
  expect(await t.app.db.selectFrom('page_versions').select('note').execute()).toEqual([
    { note: 'n' },
  ]);
});
