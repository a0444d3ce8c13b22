import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findSections } from './repositories/content';
import { listContactRequests, storeContactRequest } from '../contact';
import { getMeta } from './repositories/contentStore';
import { listMenus } from './repositories/menus';
import { openDatabase, type Db } from '../plugins/db';
import { createTestEnv, FIXTURE_CONTENT, type TestEnv } from '../../../test/server/helpers/testApp';
import { loadContent, loadContentIfEmpty } from './load';

let env: TestEnv;
let db: Db;
let contentDir: string;

beforeEach(async () => {
  env = await createTestEnv();
  db = await openDatabase(env.config);
  contentDir = mkdtempSync(path.join(os.tmpdir(), 'trust-content-'));
  cpSync(FIXTURE_CONTENT, contentDir, { recursive: true });
});
afterEach(async () => {
  await db.destroy();
  await env.cleanup();
  rmSync(contentDir, { recursive: true, force: true });
});

const dataDir = () => env.config.dataDir;
const ids = async () => (await findSections(db, 'home', 50)).map((s) => s.id);

it('loads pages, menus, lists and media, numbering ids the same way each time', async () => {
  const summary = await loadContent(db, contentDir, dataDir());
  expect(summary).toMatchObject({ pages: 5, menus: 4, gotras: 3, states: 3, mediaFiles: 1 });
  expect(existsSync(path.join(dataDir(), 'media', 'site', 'banner.png'))).toBe(true);
  expect(await getMeta(db, 'content_hash')).toBe(summary.hash);
  const first = await ids();
  await loadContent(db, contentDir, dataDir());
  expect(await ids()).toEqual(first);
  expect(await listMenus(db)).toHaveLength(4);
});

it('replaces content but never touches contact requests', async () => {
  await loadContent(db, contentDir, dataDir());
  await storeContactRequest(db, {
    _name: 'A',
    contact_no: '9876543210',
    email: '',
    message: 'hi',
    ip: '127.0.0.1',
    created_at: new Date().toISOString(),
  });
  writeFileSync(path.join(contentDir, 'states.json'), JSON.stringify([{ name: 'Goa' }]));
  const summary = await loadContent(db, contentDir, dataDir());
  expect(summary.states).toBe(1);
  expect(await listContactRequests(db)).toHaveLength(1);
});

it.each([
  ['invalid JSON', 'pages/home.json', '{ "loc": ', /pages\/home\.json: not valid JSON/],
  ['an unknown key', 'pages/home.json', '{"loc":"home","sectons":[]}', /unknown key "sectons"/],
  [
    'a bad date',
    'pages/blogs.json',
    '{"loc":"blogs","sections":[{"type":"x","records":[{"col1":"a","entry_date":"2025-02-30"}]}]}',
    /entry_date" is not a real date/,
  ],
  [
    'a missing section type',
    'pages/blogs.json',
    '{"loc":"blogs","sections":[{}]}',
    /"type" is required/,
  ],
  [
    'a duplicate page',
    'pages/copy.json',
    '{"loc":"home","sections":[]}',
    /page loc "home" appears twice/,
  ],
  ['an unknown menu parent', 'menus.json', '[{"key":"a","parent":"b"}]', /unknown parent "b"/],
  [
    'a duplicate gotra',
    'gotras.json',
    '[{"temple_name":"A"},{"temple_name":"A"}]',
    /appears twice/,
  ],
])('refuses %s and keeps the content it had', async (_what, file, text, message) => {
  await loadContent(db, contentDir, dataDir());
  const before = await ids();
  writeFileSync(path.join(contentDir, file), text);
  await expect(loadContent(db, contentDir, dataDir())).rejects.toThrow(message);
  expect(await ids()).toEqual(before);
  expect(await listMenus(db)).toHaveLength(4);
});

it('loads at start-up only into an empty database', async () => {
  expect((await loadContentIfEmpty(db, contentDir, dataDir())).action).toBe('loaded');
  expect(await loadContentIfEmpty(db, contentDir, dataDir())).toEqual({
    action: 'kept',
    changedSinceLoad: false,
  });
  writeFileSync(path.join(contentDir, 'states.json'), JSON.stringify([{ name: 'Goa' }]));
  expect(await loadContentIfEmpty(db, contentDir, dataDir())).toEqual({
    action: 'kept',
    changedSinceLoad: true,
  });
  expect(await listMenus(db)).toHaveLength(4);
});

it('restores missing media at start-up when content is already loaded', async () => {
  await loadContent(db, contentDir, dataDir());
  rmSync(path.join(dataDir(), 'media'), { recursive: true });
  await loadContentIfEmpty(db, contentDir, dataDir());
  expect(existsSync(path.join(dataDir(), 'media', 'site', 'banner.png'))).toBe(true);
});

it('starts empty when there is no content folder', async () => {
  const result = await loadContentIfEmpty(db, path.join(contentDir, 'missing'), dataDir());
  expect(result.action).toBe('no-content');
});

it('loads the real content/ folder, whose home page has sections', async () => {
  const real = path.resolve('content');
  expect(JSON.parse(readFileSync(path.join(real, 'menus.json'), 'utf8'))).toEqual(
    expect.any(Array),
  );
  const summary = await loadContent(db, real, dataDir());
  expect(summary.pages).toBeGreaterThan(0);
  expect((await findSections(db, 'home', 50)).length).toBeGreaterThan(0);
});
