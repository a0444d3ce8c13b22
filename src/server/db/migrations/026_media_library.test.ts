import type { Kysely } from 'kysely';
import { buildTestApp, type TestApp } from '../../../../test/server/helpers/testApp';
import { down, up } from './026_media_library';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
/** The migration's own view of the database: no table types. */
const raw = () => t.app.db as unknown as Kysely<unknown>;
const row = (path: string) => ({ path, uploaded_by: 'test', uploaded_at: '2026-01-01T00:00:00Z' });

it('makes the media table: a picture needs alt text until given one, one row a path', async () => {
  await down(raw());
  await up(raw());
  await t.app.db.insertInto('media').values(row('site/a.jpg')).execute();
  const stored = await t.app.db.selectFrom('media').selectAll().executeTakeFirstOrThrow();
  expect(stored).toMatchObject({ path: 'site/a.jpg', alt: '', title: '', width: 0, bytes: 0 });
  expect(stored.replaced_at).toBeNull();
  const twice = await t.app.db
    .insertInto('media')
    .values(row('site/a.jpg'))
    .execute()
    .then(
      () => 'stored',
      (e: unknown) => String(e),
    );
  expect(twice).toMatch(/unique|UNIQUE/);
});
