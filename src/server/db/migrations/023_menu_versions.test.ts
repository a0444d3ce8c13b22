import type { Kysely } from 'kysely';
import { buildTestApp, type TestApp } from '../../../../test/server/helpers/testApp';
import type { MenuTree } from '../../../shared/domain/menuTree';
import { down, up } from './023_menu_versions';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
/** The migration's own view of the database: no table types. */
const raw = () => t.app.db as unknown as Kysely<unknown>;
const versions = () => t.app.db.selectFrom('menu_versions').selectAll().execute();

it('makes the menus a database holds its first version, every entry shown', async () => {
  await down(raw());
  await up(raw());
  const [first, ...more] = await versions();
  expect(more).toEqual([]);
  expect(first).toMatchObject({
    saved_by: 'migration 023',
    note: 'The menus as they were when the history began.',
    restored_from: null,
  });
  const tree = JSON.parse(first?.menus ?? '{}') as MenuTree;
  expect(tree.menu.map((e) => e.label)).toEqual(['Home', 'Services']);
  expect(tree.menu[1]?.children).toMatchObject([
    { label: 'GST filing help', slug: 'taxation_services/gst-filing-help', hidden: false },
  ]);
  expect(tree.top_menu).toMatchObject([{ label: 'Dashboard', roles: ['member'] }]);
  const hidden = await t.app.db.selectFrom('menus').select('hidden').execute();
  expect(hidden.every((r) => r.hidden === 0)).toBe(true);
});

it('never changes a version once kept', async () => {
  const changed = await t.app.db
    .updateTable('menu_versions')
    .set({ note: 'rewritten' })
    .execute()
    .then(
      () => 'done',
      (e: unknown) => String(e),
    );
  expect(changed).toMatch(/never changed/);
});
