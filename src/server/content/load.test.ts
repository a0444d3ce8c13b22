import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findSections } from './repositories/content';
import { listContactRequests, storeContactRequest } from '../contact';
import { getMeta } from './repositories/contentStore';
import { listMenus } from './repositories/menus';
import { openDatabase, type Db } from '../plugins/db';
import { createTestEnv, FIXTURE_CONTENT, type TestEnv } from '../../../test/server/helpers/testApp';
import { loadContent, loadContentIfEmpty, MenusEditedError, PagesEditedError } from './load';
import { pageHistory, readPublishedPage, writePublishedPage } from './repositories/pageEdit';
import {
  addRedirect,
  keepMenuVersion,
  listMenuVersions,
  readMenuTree,
  writeMenuTree,
} from './repositories/menuEdit';
import { REDIRECTS_META_KEY } from './redirects';

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

describe('menus edited in the team console (content/README.md)', () => {
  /** What the console's menusSave does to the tables, by an editor. */
  async function editInConsole(label: string, slug: string): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const tree = await readMenuTree(trx);
      const home = tree.menu[0]!;
      const from = home.slug;
      const written = await writeMenuTree(trx, {
        ...tree,
        menu: [{ ...home, label, slug }, ...tree.menu.slice(1)],
      });
      await addRedirect(trx, from, slug, 'editor@trust.example');
      await keepMenuVersion(trx, written, {
        savedBy: 'editor@trust.example',
        note: 'A console edit.',
        at: new Date().toISOString(),
      });
    });
  }
  const redirects = async () =>
    (JSON.parse((await getMeta(db, REDIRECTS_META_KEY)) ?? '[]') as { from: string }[]).map(
      (r) => r.from,
    );

  it('refuses to replace them unless told, changing nothing', async () => {
    await loadContent(db, contentDir, dataDir());
    await editInConsole('Welcome', 'welcome');
    const hash = await getMeta(db, 'content_hash');
    writeFileSync(path.join(contentDir, 'states.json'), JSON.stringify([{ name: 'Goa' }]));
    await expect(loadContent(db, contentDir, dataDir())).rejects.toThrow(MenusEditedError);
    await expect(loadContent(db, contentDir, dataDir())).rejects.toThrow(
      /changed in the team console .* by editor@trust\.example.*--keep-menus.*--replace-menus/,
    );
    expect((await listMenus(db)).map((m) => m.col1)).toContain('Welcome');
    expect(await getMeta(db, 'content_hash')).toBe(hash);
  });

  it('--keep-menus loads everything else and keeps the console’s menus and redirects', async () => {
    await loadContent(db, contentDir, dataDir());
    await editInConsole('Welcome', 'welcome');
    writeFileSync(path.join(contentDir, 'states.json'), JSON.stringify([{ name: 'Goa' }]));
    const summary = await loadContent(db, contentDir, dataDir(), { menus: 'keep' });
    expect(summary).toMatchObject({ states: 1, menusLoaded: false });
    expect((await listMenus(db)).map((m) => m.col1)).toContain('Welcome');
    expect(await redirects()).toEqual(expect.arrayContaining(['/our-services', '/home']));
    // Still the console's: the next load asks again.
    await expect(loadContent(db, contentDir, dataDir())).rejects.toThrow(MenusEditedError);
  });

  it('--replace-menus loads content/menus.json, the console’s menus kept in their history', async () => {
    await loadContent(db, contentDir, dataDir());
    await editInConsole('Welcome', 'welcome');
    const summary = await loadContent(db, contentDir, dataDir(), { menus: 'replace' });
    expect(summary.menusLoaded).toBe(true);
    expect((await listMenus(db)).map((m) => m.col1)).toContain('Home');
    const versions = await listMenuVersions(db);
    expect(versions.map((v) => v.saved_by).slice(0, 2)).toEqual([
      'content:load',
      'editor@trust.example',
    ]);
    // The redirect the console added keeps the old address working.
    expect(await redirects()).toContain('/home');
    // A plain load works again.
    await expect(loadContent(db, contentDir, dataDir())).resolves.toMatchObject({
      menusLoaded: true,
    });
  });
});

describe('pages published from the team console (content/README.md)', () => {
  /** What pagePublish does to the home page, through the same repository functions. */
  async function publishInConsole(title: string) {
    await db.transaction().execute(async (trx) => {
      const page = await readPublishedPage(trx, 'home');
      const first = page.sections[0];
      if (first) first.g_title = title;
      const written = await writePublishedPage(trx, page, new Date().toISOString());
      await pageHistory('home').keep(trx, written, {
        savedBy: 'editor@trust.example',
        note: 'A console publish.',
        at: new Date().toISOString(),
      });
    });
  }
  const firstTitle = async () => (await findSections(db, 'home', 50))[0]?.g_title;

  it('refuses to replace them unless given --force, changing nothing', async () => {
    await loadContent(db, contentDir, dataDir());
    await publishInConsole('Published in the console');
    const hash = await getMeta(db, 'content_hash');
    writeFileSync(path.join(contentDir, 'states.json'), JSON.stringify([{ name: 'Goa' }]));
    await expect(loadContent(db, contentDir, dataDir())).rejects.toThrow(PagesEditedError);
    await expect(loadContent(db, contentDir, dataDir())).rejects.toThrow(
      /A page was published from the team console since the last load: \/home \(by editor@trust\.example.*--force/,
    );
    expect(await firstTitle()).toBe('Published in the console');
    expect(await getMeta(db, 'content_hash')).toBe(hash);
  });

  it('--force loads content/pages over them, the console’s page kept in its history', async () => {
    await loadContent(db, contentDir, dataDir());
    await publishInConsole('Published in the console');
    await loadContent(db, contentDir, dataDir(), { force: true });
    expect(await firstTitle()).toBe('Welcome');
    const versions = await pageHistory('home').list(db);
    expect(versions.map((v) => v.saved_by).slice(0, 2)).toEqual([
      'content:load',
      'editor@trust.example',
    ]);
    // A plain load works again.
    await expect(loadContent(db, contentDir, dataDir())).resolves.toMatchObject({ pages: 5 });
  });
});

it('registers the loaded pictures in the media library, once, and at start-up when it is empty', async () => {
  await loadContent(db, contentDir, dataDir());
  const library = () => db.selectFrom('media').select(['path', 'alt', 'uploaded_by']).execute();
  expect(await library()).toEqual([
    { path: 'site/banner.png', alt: '', uploaded_by: 'content:load' },
  ]);
  await db.updateTable('media').set({ alt: 'A banner' }).execute();
  await loadContent(db, contentDir, dataDir(), { menus: 'replace' });
  expect((await library()).map((r) => r.alt)).toEqual(['A banner']);
  // A database loaded before migration 026 gets its pictures at the next start.
  await db.deleteFrom('media').execute();
  expect((await loadContentIfEmpty(db, contentDir, dataDir())).action).toBe('kept');
  expect((await library()).map((r) => r.path)).toEqual(['site/banner.png']);
});
