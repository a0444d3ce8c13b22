import type { PageEditAnswer } from '../../../shared/protocol/pagesEditTypes';
import type { PageAnswer } from '../../../shared/protocol/types';
import { createTestDatabase, type TestDatabase } from '../../../../test/server/helpers/pgDatabase';
import { addTestStaff, signInStaff } from '../../../../test/server/helpers/staff';
import { buildTestApp, call, data, type TestApp } from '../../../../test/server/helpers/testApp';

/**
 * A publish is seen by every process at once (issue #17: "the site shows it from now on"): two
 * apps on one PostgreSQL database, as two servers behind the proxy; B has answered the page from
 * its answer cache, A publishes a new version of it, and B answers the new page within its
 * one-second check of the content version. Two processes cannot share SQLite, so this test makes
 * its own PostgreSQL database (the run's under `npm run test:pg`, else the local server's).
 */
const ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// The answer cache checks the content version once a second; the rest is a request's own time.
const CHECK_MS = 1000;
const SLACK_MS = 500;

let database: TestDatabase;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  const made = await createTestDatabase(process.env.DATABASE_URL || ADMIN_URL);
  if (!made) throw new Error('This test needs a PostgreSQL URL.');
  database = made;
  a = await buildTestApp({ databaseUrl: database.url });
  b = await buildTestApp({ databaseUrl: database.url });
});
afterAll(async () => {
  await a.close();
  await b.close();
  await database.drop();
});

const titles = async (t: TestApp) =>
  data<PageAnswer>(await call(t.app, 'getPgData', { loc: 'home' })).sections.flatMap((s) =>
    s.records.map((r) => r.col1),
  );

it('serves a page published on one process from the other within a second', async () => {
  expect(await titles(b)).toContain('Scholarships');
  const editor = await signInStaff(a, await addTestStaff(a, 'editor'), new Date());
  const { page } = data<PageEditAnswer>(
    await call(a.app, 'pageOpen', { staff_token: editor, loc: 'home' }),
  );
  const edited = {
    ...page,
    sections: page.sections.map((s) => ({
      ...s,
      records: s.records.map((r) =>
        r.cols.col1 === 'Scholarships' ? { ...r, cols: { ...r.cols, col1: 'Bursaries' } } : r,
      ),
    })),
  };
  const saved = await call(a.app, 'pageSaveDraft', {
    staff_token: editor,
    loc: 'home',
    page: JSON.stringify(edited),
  });
  expect(saved.wire.status).toBe('001');
  // The draft alone changes nothing on either process.
  expect(await titles(b)).toContain('Scholarships');
  const published = await call(a.app, 'pagePublish', { staff_token: editor, loc: 'home' });
  expect(published.wire.status).toBe('001');
  const at = Date.now();
  expect(await titles(a)).toContain('Bursaries');
  let seen = await titles(b);
  while (!seen.includes('Bursaries') && Date.now() - at < CHECK_MS + SLACK_MS) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    seen = await titles(b);
  }
  expect(seen).toContain('Bursaries');
  expect(seen).not.toContain('Scholarships');
});
