import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { MenuEntry, MenuTree } from '../../../shared/domain/menuTree';
import type { MenusComparison, MenusEditAnswer } from '../../../shared/protocol/menusEditTypes';
import type { AccessAnswer, MenuRecord } from '../../../shared/protocol/types';
import { testClock, verifiedMember } from '../../../../test/server/helpers/accounts';
import { addTestStaff, signInStaff } from '../../../../test/server/helpers/staff';
import { buildTestApp, call, data, type TestApp } from '../../../../test/server/helpers/testApp';
import { CONTENT_VERSION_KEY, findSections, getMeta, REDIRECTS_META_KEY } from '../../content';
import { isPostgres } from '../../db/dialect';
import { readAudit } from '../audit';
import { STAFF_MESSAGES } from '../messages';
import { MENUS_MESSAGES as M } from './menusMessages';

/**
 * The Menus screen's calls (issue #17 items 2 and 5): editors and admins edit both menus; each
 * save is one transaction, audited, kept as a version, seen by the site at once, and may keep
 * an old address working with a redirect; versions are compared and restored.
 */
const clock = testClock();
let t: TestApp;
let editor: string;
let admin: string;
let editorEmail: string;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  const e = await addTestStaff(t, 'editor');
  editorEmail = e.email;
  editor = await signInStaff(t, e, clock.now());
  admin = await signInStaff(t, await addTestStaff(t, 'admin'), clock.now());
  mkdirSync(t.env.config.publicDir, { recursive: true });
  writeFileSync(
    path.join(t.env.config.publicDir, 'index.html'),
    '<!doctype html><html><head><title>Trust</title></head><body><div id="root"></div></body></html>',
  );
});
afterAll(() => t.close());

const siteMenus = async () => data<AccessAnswer>(await call(t.app, 'getAccessToken', {})).menus;
const open = async (staff_token = editor) =>
  data<MenusEditAnswer>(await call(t.app, 'menusOpen', { staff_token }));
const save = (
  menus: MenuTree | string,
  fields: { note?: string; base_version?: string; keep_addresses?: string } = {},
  staff_token = editor,
) =>
  call(t.app, 'menusSave', {
    staff_token,
    menus: typeof menus === 'string' ? menus : JSON.stringify(menus),
    ...fields,
  });
const restore = (version_id: number, note = '', staff_token = editor) =>
  call(t.app, 'menusRestore', { staff_token, version_id: String(version_id), note });
const compare = async (from: number, to: number) =>
  data<MenusComparison>(
    await call(t.app, 'menusCompare', {
      staff_token: editor,
      from: String(from),
      to: String(to),
    }),
  );
const page = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });
const redirects = async () =>
  JSON.parse((await getMeta(t.app.db, REDIRECTS_META_KEY)) ?? '[]') as {
    from: string;
    to: string;
  }[];

/** A copy of the tree with `change` applied to the entry labelled `label`. */
function edit(tree: MenuTree, label: string, change: (e: MenuEntry) => MenuEntry): MenuTree {
  const walk = (list: MenuEntry[]): MenuEntry[] =>
    list.map((e) => (e.label === label ? change(e) : { ...e, children: walk(e.children) }));
  return { menu: walk(tree.menu), top_menu: walk(tree.top_menu) };
}
const entry = (over: Partial<MenuEntry>): MenuEntry => ({
  id: null,
  label: 'New',
  slug: 'new',
  title: '',
  description: '',
  keywords: '',
  roles: ['visitor', 'member'],
  hidden: false,
  children: [],
  ...over,
});
const labels = (menus: MenuRecord[]) => menus.map((m) => m.col1);

it('refuses a verifier, a member and a visitor every Menus call, changing nothing', async () => {
  const verifier = await signInStaff(t, await addTestStaff(t, 'verifier'), clock.now());
  const member = (await verifiedMember(t)).local_token;
  const before = await open();
  const lines = (await readAudit(t.app.db)).length;
  const tree = edit(before.menus, 'Home', (e) => ({ ...e, label: 'Taken over' }));
  for (const staff_token of [verifier, member, '']) {
    for (const result of [
      await save(tree, {}, staff_token),
      await restore(before.version ?? 1, '', staff_token),
      await call(t.app, 'menusOpen', { staff_token }),
      await call(t.app, 'menusCompare', { staff_token, from: '1', to: '1' }),
      await call(t.app, 'menusSave', { local_token: member, menus: JSON.stringify(tree) }),
    ]) {
      expect(['0', '-10']).toContain(result.wire.status);
      if (result.wire.status === '0' && staff_token)
        expect([STAFF_MESSAGES.notAllowed, STAFF_MESSAGES.notSignedIn]).toContain(result.wire.text);
    }
  }
  expect(await open()).toEqual(before);
  expect(labels(await siteMenus())).toContain('Home');
  expect((await readAudit(t.app.db)).length).toBe(lines);
});

it('opens both menus as trees, with the loaded content as the first version', async () => {
  const opened = await open();
  expect(opened.menus.menu.map((e) => e.label)).toEqual(['Home', 'Services']);
  expect(opened.menus.menu[1]?.children.map((e) => e.label)).toEqual(['GST filing help']);
  expect(opened.menus.top_menu).toMatchObject([
    { label: 'Dashboard', slug: 'dashboard', roles: ['member'], hidden: false },
  ]);
  expect(opened.versions.at(-1)).toMatchObject({ saved_by: 'content:load', changes: null });
  expect(opened.version).toBe(opened.versions[0]?.id);
});

it('refuses what the form refuses: a bad address, an empty label, no roles, a fourth level', async () => {
  const { menus } = await open();
  const lines = (await readAudit(t.app.db)).length;
  const cases: [MenuTree, RegExp][] = [
    [
      edit(menus, 'Home', (e) => ({ ...e, slug: 'home page' })),
      /^“Home”: An address has no spaces/,
    ],
    [edit(menus, 'Home', (e) => ({ ...e, slug: 'what?' })), /^“Home”: An address has no spaces/],
    [edit(menus, 'Home', (e) => ({ ...e, slug: '/home' })), /^“Home”: Write the address without/],
    [edit(menus, 'Home', (e) => ({ ...e, slug: '' })), /^“Home”: Please give the address/],
    [edit(menus, 'Home', (e) => ({ ...e, label: '  ' })), /Please fill this in\./],
    [edit(menus, 'Home', (e) => ({ ...e, roles: [] })), /^“Home”: Please choose who sees it/],
    [
      edit(menus, 'GST filing help', (e) => ({
        ...e,
        children: [
          entry({ label: 'Third', slug: 'third', children: [entry({ label: 'Fourth' })] }),
        ],
      })),
      /^“Third”: The main menu nests at most 3 levels deep\./,
    ],
    [
      edit(menus, 'Dashboard', (e) => ({ ...e, children: [entry({})] })),
      /^“Dashboard”: The top menu has no sub-entries\./,
    ],
    [
      { ...menus, menu: [...menus.menu, entry({ label: 'Again', slug: 'home' })] },
      /^“Home” and “Again” have the same address \(\/home\)/,
    ],
  ];
  for (const [tree, message] of cases) {
    const refused = await save(tree, { note: 'wrong' });
    expect(refused.wire.status).toBe('-10');
    expect(refused.wire.text).toMatch(message);
  }
  expect((await save('{not json')).wire.text).toBe(M.unreadable);
  // Well-formed JSON of the wrong shape is refused in words too (it was a 500).
  for (const shape of ['{"menu":{},"top_menu":[]}', '{"menu":[null],"top_menu":5}']) {
    expect((await save(shape)).wire.status).toBe('-10');
  }
  expect((await save(menus, { note: 'n'.repeat(301) })).wire.text).toBe(M.noteTooLong(300));
  expect((await open()).menus).toEqual(menus);
  expect((await readAudit(t.app.db)).length).toBe(lines);
});

it('saves for an editor in one go: the site answers the new menus at once, audited and kept', async () => {
  expect(labels(await siteMenus())).toContain('Home'); // now in the answer cache
  const versionBefore = await getMeta(t.app.db, CONTENT_VERSION_KEY);
  const { menus, version } = await open();
  let next = edit(menus, 'Home', (e) => ({
    ...e,
    label: 'Welcome',
    title: 'Welcome | Test Trust',
    description: 'The trust’s front page',
    keywords: 'welcome, trust',
    roles: ['visitor'],
  }));
  next = edit(next, 'Dashboard', (e) => ({ ...e, hidden: true }));
  // Services moves above Welcome, and gets a new sub-entry below GST.
  next = {
    ...next,
    menu: [
      {
        ...next.menu[1]!,
        children: [...next.menu[1]!.children, entry({ label: 'Audits', slug: 'audits' })],
      },
      next.menu[0]!,
    ],
  };
  const saved = await save(next, { note: 'Spring menu.', base_version: String(version) });
  expect(saved.wire.status).toBe('001');
  const now = await open();
  expect(saved.wire.text).toBe(M.saved(now.version ?? 0));

  // Straight after the save, through the cached content call: no stale answer.
  const site = await siteMenus();
  expect(labels(site)).toEqual(['Services', 'GST filing help', 'Audits', 'Welcome']);
  expect(site.find((m) => m.col1 === 'Welcome')).toMatchObject({
    col2: 'home',
    col3: 'Welcome | Test Trust',
    col4: 'The trust’s front page',
    col5: 'welcome, trust',
    roles: ['visitor'],
  });
  expect(site.find((m) => m.col1 === 'Audits')?.parent_id).toBe(
    site.find((m) => m.col1 === 'Services')?.id,
  );
  expect(await getMeta(t.app.db, CONTENT_VERSION_KEY)).not.toBe(versionBefore);

  expect(now.menus.top_menu[0]).toMatchObject({ label: 'Dashboard', hidden: true });
  expect(now.versions[0]).toMatchObject({
    id: now.version,
    saved_by: editorEmail,
    note: 'Spring menu.',
    changes: 9,
  });
  const line = (await readAudit(t.app.db)).at(-1);
  expect(line).toMatchObject({
    actor: editorEmail,
    action: 'menus_save',
    subject: `menus:v${now.version}`,
  });
  expect(line?.reason).toContain('Spring menu.');
  expect(line?.reason).toContain('Renamed “Home” to “Welcome”.');
  expect(line?.reason).toContain('Hid “Dashboard”.');

  // What changed, in words.
  const changes = (await compare(version ?? 0, now.version ?? 0)).changes;
  expect(changes).toEqual(
    expect.arrayContaining([
      'Renamed “Home” to “Welcome”.',
      '“Welcome”: seen by visitors and members → seen by visitors.',
      'Hid “Dashboard”.',
      'Added “Audits” (/audits) under “Services” in the main menu.',
      'Moved “Services” from place 2 to place 1.',
    ]),
  );

  // Someone who opened the menus before this save is refused.
  const stale = await save(now.menus, { base_version: String(version) });
  expect(stale.wire).toMatchObject({ status: '0', text: M.savedMeanwhile });
});

it('an admin changes an address: the old one is sent on to the new when asked, a page’s sections move with it', async () => {
  const { menus, version } = await open();
  const gst = menus.menu[0]!.children[0]!;
  expect(gst.slug).toBe('taxation_services/gst-filing-help');
  expect((await page('/taxation_services/gst-filing-help')).statusCode).toBe(200);
  const next = edit(menus, 'GST filing help', (e) => ({
    ...e,
    slug: 'taxation_services/gst-help',
  }));
  const saved = await save(
    next,
    { base_version: String(version), keep_addresses: String(gst.id) },
    admin,
  );
  expect(saved.wire.status).toBe('001');
  expect(await redirects()).toContainEqual(
    expect.objectContaining({
      from: '/taxation_services/gst-filing-help',
      to: '/taxation_services/gst-help',
    }),
  );
  // The fixture's own redirects stay.
  expect(await redirects()).toContainEqual({ from: '/our-services', to: '/services' });
  const moved = await page('/taxation_services/gst-filing-help');
  expect(moved.statusCode).toBe(301);
  expect(moved.headers.location).toBe('/taxation_services/gst-help');
  expect((await page('/taxation_services/gst-help')).statusCode).toBe(200);

  // Without the box ticked, no redirect is added.
  const again = await open();
  const unkept = edit(again.menus, 'Audits', (e) => ({ ...e, slug: 'audit-support' }));
  expect((await save(unkept, { base_version: String(again.version) })).wire.status).toBe('001');
  expect((await redirects()).map((r) => r.from)).not.toContain('/audits');

  // A content page's sections follow its new address.
  const withNews = await open();
  const added = {
    ...withNews.menus,
    menu: [...withNews.menus.menu, entry({ label: 'News', slug: 'e_news' })],
  };
  expect((await save(added)).wire.status).toBe('001');
  const news = (await open()).menus.menu.find((e) => e.label === 'News')!;
  const sections = (await findSections(t.app.db, 'e_news', 50)).length;
  expect(sections).toBeGreaterThan(0);
  const renamed = edit((await open()).menus, 'News', (e) => ({ ...e, slug: 'news' }));
  expect((await save(renamed, { keep_addresses: String(news.id) })).wire.status).toBe('001');
  expect(await findSections(t.app.db, 'news', 50)).toHaveLength(sections);
  expect(await findSections(t.app.db, 'e_news', 50)).toHaveLength(0);
  expect((await page('/news')).statusCode).toBe(200);
  expect((await page('/e_news')).headers.location).toBe('/news');
  // Back again: no chain of redirects, and the page is a page again.
  const back = edit((await open()).menus, 'News', (e) => ({ ...e, slug: 'e_news' }));
  expect((await save(back, { keep_addresses: String(news.id) })).wire.status).toBe('001');
  expect((await redirects()).filter((r) => r.from === '/e_news' || r.from === '/news')).toEqual([
    expect.objectContaining({ from: '/news', to: '/e_news' }),
  ]);
  expect((await page('/e_news')).statusCode).toBe(200);
  const last = await open();
  const without = { ...last.menus, menu: last.menus.menu.filter((e) => e.label !== 'News') };
  expect((await save(without)).wire.status).toBe('001');
});

it('saves nothing when any step of the transaction fails', async () => {
  const before = await open();
  const versionBefore = await getMeta(t.app.db, CONTENT_VERSION_KEY);
  const redirectsBefore = await redirects();
  const lines = (await readAudit(t.app.db)).length;
  const db = t.app.db;
  if (isPostgres(db)) {
    await sql`create function menu_versions_fail() returns trigger language plpgsql as $$
      begin raise exception 'version store is down'; end $$`.execute(db);
    await sql`create trigger menu_versions_fail before insert on menu_versions
      for each row execute function menu_versions_fail()`.execute(db);
  } else {
    await sql`create trigger menu_versions_fail before insert on menu_versions
      begin select raise(abort, 'version store is down'); end`.execute(db);
  }
  try {
    const gst = before.menus.menu[0]!.children[0]!;
    const next = edit(before.menus, 'GST filing help', (e) => ({
      ...e,
      label: 'Half saved',
      slug: 'half-saved',
    }));
    const failed = await save(next, { keep_addresses: String(gst.id) });
    expect(failed.wire.status).not.toBe('001');
  } finally {
    if (isPostgres(db)) {
      await sql`drop trigger menu_versions_fail on menu_versions`.execute(db);
      await sql`drop function menu_versions_fail()`.execute(db);
    } else {
      await sql`drop trigger menu_versions_fail`.execute(db);
    }
  }
  expect(await open()).toEqual(before);
  expect(await redirects()).toEqual(redirectsBefore);
  expect(await getMeta(t.app.db, CONTENT_VERSION_KEY)).toBe(versionBefore);
  expect((await readAudit(t.app.db)).length).toBe(lines);
  expect((await page('/taxation_services/gst-help')).statusCode).toBe(200);
});

it('restores a version as a new version, bringing back deleted entries; the site shows it at once', async () => {
  const first = (await open()).versions.at(-1)!;
  const { menus } = await open();
  // Delete Services with its sub-entries.
  const cut = { ...menus, menu: menus.menu.filter((e) => e.label !== 'Services') };
  expect((await save(cut, { note: 'Shorter.' })).wire.status).toBe('001');
  expect(labels(await siteMenus())).toEqual(['Welcome']);

  const restored = await restore(first.id, 'Back to the loaded menus.');
  const now = await open();
  expect(restored.wire).toMatchObject({
    status: '001',
    text: M.restored(first.id, now.version ?? 0),
  });
  expect(labels(await siteMenus())).toEqual(['Home', 'Services', 'GST filing help', 'Dashboard']);
  expect(now.versions[0]).toMatchObject({
    restored_from: first.id,
    note: 'Back to the loaded menus.',
  });
  expect((await compare(first.id, now.version ?? 0)).changes).toEqual([]);
  expect((await readAudit(t.app.db)).at(-1)).toMatchObject({
    action: 'menus_restore',
    subject: `menus:v${now.version}`,
  });
  // The entries came back with their own ids (a later save edits them in place).
  expect(now.menus.menu[1]?.id).toBe(menus.menu[0]?.id);
  expect((await restore(99999)).wire).toMatchObject({ status: '0', text: M.unknownVersion });
});

it('keeps every version: 55 saves later the first is still there to compare', async () => {
  const first = (await open()).versions.at(-1)!;
  for (let i = 0; i < 55; i++) {
    const { menus } = await open();
    expect(
      (await save(edit(menus, 'Home', (e) => ({ ...e, keywords: `k${i}` })))).wire.status,
    ).toBe('001');
  }
  const now = await open();
  expect(now.versions).toHaveLength(50);
  expect(now.total).toBeGreaterThanOrEqual(58);
  expect((await compare(first.id, now.version ?? 0)).changes).toEqual([
    '“Home”: keywords “trust, "community"” → “k54”.',
  ]);
});

it('leaves a hidden entry and everything below it out of the menus the site sends, keeping its page title', async () => {
  const { menus } = await open();
  const hidden = edit(menus, 'Services', (e) => ({ ...e, hidden: true }));
  expect((await save(hidden)).wire.status).toBe('001');
  expect(labels(await siteMenus())).toEqual(['Home', 'Dashboard']);
  const services = await page('/services');
  expect(services.statusCode).toBe(200);
  expect(services.body).toContain('<title>Our Services</title>');
  expect((await open()).menus.menu[1]).toMatchObject({ label: 'Services', hidden: true });
  const shown = edit((await open()).menus, 'Services', (e) => ({ ...e, hidden: false }));
  expect((await save(shown)).wire.status).toBe('001');
  expect(labels(await siteMenus())).toEqual(['Home', 'Services', 'GST filing help', 'Dashboard']);
});

it('saves an entry’s Hindi: the site sends it to readers of Hindi only; an entry sent without it keeps none', async () => {
  const hiMenus = async () =>
    data<AccessAnswer>(await call(t.app, 'getAccessToken', { lang: 'hi' })).menus;
  const { menus } = await open();
  const withHindi = edit(menus, 'Services', (e) => ({
    ...e,
    hi: { col1: 'सेवाएँ', col3: 'हमारी सेवाएँ', col4: '', col5: 'सेवा, मदद' },
  }));
  expect((await save(withHindi)).wire.status).toBe('001');
  const services = (list: MenuRecord[]) => list.find((m) => m.col2 === 'services');
  expect(services(await hiMenus())).toMatchObject({ col1: 'सेवाएँ', col3: 'हमारी सेवाएँ' });
  expect(services(await siteMenus())).toMatchObject({ col1: 'Services', col3: 'Our Services' });
  // The console opens what it saved, the empty description's Hindi left out.
  const opened = (await open()).menus.menu.find((e) => e.label === 'Services');
  expect(opened?.hi).toEqual({ col1: 'सेवाएँ', col3: 'हमारी सेवाएँ', col5: 'सेवा, मदद' });
  const [, latest] = (await open()).versions;
  expect(
    (await compare(latest!.id, (await open()).version!)).changes.some((line) =>
      line.startsWith('“Services”: Hindi label, page title, keywords changed.'),
    ),
  ).toBe(true);

  const bad = edit((await open()).menus, 'Services', (e) => ({
    ...e,
    hi: { col2: 'सेवाएँ' } as MenuEntry['hi'],
  }));
  const refusedAnswer = await save(bad);
  expect(refusedAnswer.wire.status).toBe('-10');
  expect(refusedAnswer.wire.text).toContain('“Services”: "col2" has no Hindi version');
  const escaped = edit((await open()).menus, 'Services', (e) => ({
    ...e,
    hi: { col1: 'सेवाएँ\u001b' },
  }));
  expect((await save(escaped)).wire.status).toBe('-10');
  expect(services(await hiMenus())).toMatchObject({ col1: 'सेवाएँ' });

  const without = edit((await open()).menus, 'Services', ({ hi: _hi, ...e }) => e);
  expect((await save(without)).wire.status).toBe('001');
  expect(services(await hiMenus())).toMatchObject({ col1: 'Services', col3: 'Our Services' });
  expect((await open()).menus.menu.find((e) => e.label === 'Services')?.hi).toBeUndefined();
});
