import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildTestApp,
  call,
  FIXTURE_CONTENT,
  type TestApp,
} from '../../../test/server/helpers/testApp';
import { exportContent } from './export';

/**
 * content:export writes what content:load reads: a site loaded from a folder, exported and loaded
 * into a fresh database answers every content call exactly as before (ids included, so ?rf=
 * links survive the trip), for the test fixture and for the real content/ folder.
 */
const REAL_CONTENT = path.join(__dirname, '..', '..', '..', 'content');
// Each case builds two apps over a content folder and loads it twice: under a second on a quiet
// host, but once over jest's 5 s in CI while the whole suite ran beside it (2026-12-07).
jest.setTimeout(30_000);

/** Every content call's answer, as the site's visitors get them. */
async function answers(t: TestApp): Promise<Record<string, string>> {
  const locs = await t.app.db
    .selectFrom('content_records')
    .select('loc')
    .distinct()
    .where('parent_id', 'is', null)
    .execute();
  const out: Record<string, string> = {};
  const ask = async (type: string, fields: Record<string, string> = {}) => {
    const { wire } = await call(t.app, type, fields);
    expect(wire.status).toBe('1');
    out[`${type} ${JSON.stringify(fields)}`] = wire.text;
  };
  await ask('getAccessToken');
  await ask('getSiteSettings');
  await ask('getGotraList');
  await ask('getStates');
  for (const { loc } of locs) await ask('getPgData', { loc: loc ?? '' });
  await ask('getPgDataRecentArticles', { starts_with: 'articles' });
  return out;
}

it.each([
  ['the test fixture', FIXTURE_CONTENT],
  ['the real content/ folder', REAL_CONTENT],
])('exports %s so that loading it again answers the same', async (_name, contentDir) => {
  const exported = mkdtempSync(path.join(os.tmpdir(), 'trust-export-'));
  const first = await buildTestApp({ contentDir });
  let again: TestApp | undefined;
  try {
    const summary = await exportContent(first.app.db, exported);
    expect(summary.pages).toBeGreaterThan(3);
    again = await buildTestApp({ contentDir: exported });
    const before = await answers(first);
    expect(Object.keys(before).length).toBeGreaterThan(8);
    expect(await answers(again)).toEqual(before);
  } finally {
    await first.close();
    await again?.close();
    rmSync(exported, { recursive: true, force: true });
  }
});
