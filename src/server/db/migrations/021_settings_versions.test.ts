import type { Kysely } from 'kysely';
import { buildTestApp, type TestApp } from '../../../../test/server/helpers/testApp';
import { readSettings } from '../../settings';
import { down, up } from './021_settings_versions';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
/** The migration's own view of the database: no table types. */
const raw = () => t.app.db as unknown as Kysely<unknown>;
const versions = () => t.app.db.selectFrom('site_settings_versions').selectAll().execute();

it('makes the settings a database holds its first version', async () => {
  await down(raw());
  await up(raw());
  const [first, ...more] = await versions();
  expect(more).toEqual([]);
  expect(first).toMatchObject({
    saved_by: 'migration 021',
    note: 'The settings as they were when the history began.',
    restored_from: null,
  });
  const kept = JSON.parse(first?.settings ?? '{}') as Record<string, string>;
  const now = await readSettings(t.app.db);
  for (const [key, value] of Object.entries(kept)) expect(now[key as keyof typeof now]).toBe(value);
  expect(kept.trust_name).toBe('Test Trust');
});

it('never changes a version once kept', async () => {
  const changed = await t.app.db
    .updateTable('site_settings_versions')
    .set({ note: 'rewritten' })
    .execute()
    .then(
      () => 'done',
      (e: unknown) => String(e),
    );
  expect(changed).toMatch(/never changed/);
});
