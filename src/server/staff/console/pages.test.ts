import type {
  PageDoc,
  PageEditAnswer,
  PageComparison,
  PagesListAnswer,
} from '../../../shared/protocol/pagesEditTypes';
import type { PageAnswer } from '../../../shared/protocol/types';
import { testClock, verifiedMember } from '../../../../test/server/helpers/accounts';
import { addTestStaff, signInStaff } from '../../../../test/server/helpers/staff';
import { buildTestApp, call, data, type TestApp } from '../../../../test/server/helpers/testApp';
import { CONTENT_VERSION_KEY, getMeta } from '../../content';
import { readAudit } from '../audit';
import { PAGES_MESSAGES as M } from './pagesMessages';

/**
 * The Pages screen's calls (issue #17 items 3-5 and 7): an editor's draft stays out of the site
 * until it is published; a publish is one transaction that keeps record ids, keeps a version,
 * audits and is seen at once; broken links block it unless an admin overrides; versions are
 * compared in words and restored.
 */
const clock = testClock();
let t: TestApp;
let editor: string;
let admin: string;
let verifier: string;
let member: string;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  editor = await signInStaff(t, await addTestStaff(t, 'editor'), clock.now());
  admin = await signInStaff(t, await addTestStaff(t, 'admin'), clock.now());
  verifier = await signInStaff(t, await addTestStaff(t, 'verifier'), clock.now());
  member = (await verifiedMember(t)).local_token;
});
afterAll(() => t.close());

const open = async (loc = 'home', staff_token = editor) =>
  data<PageEditAnswer>(await call(t.app, 'pageOpen', { staff_token, loc }));
const saveDraft = (page: PageDoc | string, fields: Record<string, string> = {}, loc = 'home') =>
  call(t.app, 'pageSaveDraft', {
    staff_token: editor,
    loc,
    page: typeof page === 'string' ? page : JSON.stringify(page),
    ...fields,
  });
const publish = (fields: Record<string, string> = {}, staff_token = editor, loc = 'home') =>
  call(t.app, 'pagePublish', { staff_token, loc, ...fields });
/**
 * The home page as the site answers it. getPgData takes no token: visitors and signed-in members
 * get one and the same answer (members are also checked through the detail call below).
 */
const sitePage = async () => data<PageAnswer>(await call(t.app, 'getPgData', { loc: 'home' }));
/** One entry's detail page, as a member opens it (?rf={id}). */
const detail = async (ref_id: number) =>
  data<{ record: { col1: string } }>(
    await call(t.app, 'getPgDataWithChild', { loc: 'home', ref_id: String(ref_id), uri_key: '' }),
  ).record.col1;
const searched = async (q: string) =>
  data<{ results: unknown[] }>(await call(t.app, 'searchContent', { q })).results;
const titles = (page: PageAnswer) => page.sections.flatMap((s) => s.records.map((r) => r.col1));
const actions = async () => (await readAudit(t.app.db)).map((a) => a.action);

/** A copy of the page with the record titled `title` changed. */
function editRecord(
  page: PageDoc,
  title: string,
  change: Partial<PageDoc['sections'][0]['records'][0]['cols']>,
): PageDoc {
  return {
    ...page,
    sections: page.sections.map((s) => ({
      ...s,
      records: s.records.map((r) =>
        r.cols.col1 === title ? { ...r, cols: { ...r.cols, ...change } } : r,
      ),
    })),
  };
}
const cols = (over: Partial<Record<string, string>>) =>
  ({
    ...Object.fromEntries(Array.from({ length: 15 }, (_, i) => [`col${i + 1}`, ''])),
    ...over,
  }) as PageDoc['sections'][0]['cols'];
const newSection = (title: string, link = ''): PageDoc['sections'][0] => ({
  id: null,
  type: 'card_list',
  g_title: 'Diwali',
  bg_img: '',
  cols: cols({ col14: '9' }),
  records: [
    {
      id: null,
      cols: cols({ col1: title, col7: link }),
      e_id: '',
      g_title: '',
      bg_img: '',
      entry_date: '2026-11-14',
      children: [],
    },
  ],
});

it('lets editors and admins in, and refuses verifiers and members', async () => {
  expect((await open('home', admin)).page.sections.length).toBe(4);
  const asVerifier = await call(t.app, 'pageOpen', { staff_token: verifier, loc: 'home' });
  expect(asVerifier.wire.status).not.toBe('1');
  const asMember = await call(t.app, 'pagesList', { local_token: member });
  expect(asMember.wire.status).not.toBe('1');
});

it('lists every page with sections and every menu address, titled by its menu label', async () => {
  const { pages } = data<PagesListAnswer>(await call(t.app, 'pagesList', { staff_token: editor }));
  expect(pages.find((p) => p.loc === 'home')).toEqual({
    loc: 'home',
    title: 'Home',
    sections: 4,
    has_draft: false,
    published_at: null,
  });
  expect(pages.find((p) => p.loc === 'services')).toMatchObject({ title: 'Services', sections: 0 });
  expect(pages.find((p) => p.loc === 'e_news')).toMatchObject({ title: 'e_news' });
});

it('opens a page as published: sections in display order, with ids', async () => {
  const opened = await open();
  expect(opened.draft).toBeNull();
  expect(opened.version).toBeNull();
  expect(opened.page.sections.map((s) => s.type)).toEqual([
    'home_banner',
    'card_list',
    'text_description',
    'scroll_message',
  ]);
  expect(opened.page.sections[0]?.records.map((r) => r.cols.col1)).toEqual([
    'First slide',
    'Second slide',
    'Unordered slide',
  ]);
  expect(opened.page.sections.every((s) => typeof s.id === 'number')).toBe(true);
  const bad = await call(t.app, 'pageOpen', { staff_token: editor, loc: '/bad address' });
  expect(bad.wire.status).toBe('-10');
});

it('refuses a page with a problem, naming where it is', async () => {
  const { page } = await open();
  const wrongType = { ...page, sections: [{ ...newSection('x'), type: 'no_such_type' }] };
  expect((await saveDraft(wrongType)).wire).toEqual({
    status: '-10',
    text: 'Section 1 “Diwali”: Please choose a section type the site knows.',
  });
  const badDate = { ...page, sections: [...page.sections, newSection('Diwali Milan')] };
  badDate.sections[4]!.records[0]!.entry_date = '14-11-2026';
  expect((await saveDraft(badDate)).wire).toEqual({
    status: '-10',
    text: 'Section 5 “Diwali” › record “Diwali Milan”: Please write the date as YYYY-MM-DD (for example 2026-11-14).',
  });
  expect((await saveDraft({ ...page, loc: 'services' })).wire).toEqual({
    status: '-10',
    text: M.otherAddress,
  });
  expect((await saveDraft('{not json')).wire.status).toBe('-10');
  // Well-formed JSON of the wrong shape is refused in words too (it was a 500).
  for (const shape of ['{"loc":"home","sections":{}}', '{"loc":"home","sections":[null]}', '[]']) {
    expect((await saveDraft(shape)).wire.status).toBe('-10');
  }
  const untitled = { ...page, sections: [{ ...newSection('x'), g_title: [] }] };
  expect((await saveDraft(JSON.stringify(untitled))).wire).toEqual({
    status: '-10',
    text: expect.stringMatching(/^Section 1/),
  });
  expect((await open()).draft).toBeNull();
});

it('keeps a draft away from visitors and members until it is published', async () => {
  const before = await sitePage();
  const { page } = await open();
  const scholarships = page.sections[1]!.records.find((r) => r.cols.col1 === 'Scholarships')!;
  const draft = editRecord(
    { ...page, sections: [...page.sections, newSection('Diwali Milan', '/home')] },
    'Scholarships',
    { col1: 'Scholarships and grants' },
  );
  const saved = await saveDraft(draft);
  expect(saved.wire).toEqual({ status: '001', text: M.draftSaved('home') });

  expect(await sitePage()).toEqual(before);
  expect(await detail(scholarships.id!)).toBe('Scholarships');
  expect(await searched('Diwali Milan')).toEqual([]);
  const opened = await open();
  expect(opened.draft).toMatchObject({ saved_by: expect.stringContaining('@') });
  expect(opened.page.sections).toHaveLength(5);

  const preview = data<PageAnswer>(
    await call(t.app, 'pagePreview', { staff_token: editor, loc: 'home' }),
  );
  expect(titles(preview)).toContain('Scholarships and grants');
  expect(titles(preview)).toContain('Diwali Milan');
  // The preview is what getPgData answers after the publish: the same ids, order and fields.
  const versionBefore = await getMeta(t.app.db, CONTENT_VERSION_KEY);
  expect((await publish({ note: 'Diwali Milan added.' })).wire.status).toBe('001');
  const after = await sitePage();
  expect(after).toEqual(preview);
  expect(await detail(scholarships.id!)).toBe('Scholarships and grants');
  expect(await getMeta(t.app.db, CONTENT_VERSION_KEY)).not.toBe(versionBefore);
  // The record edited keeps its id, so its ?rf= links keep working.
  const kept = after.sections
    .flatMap((s) => s.records)
    .find((r) => r.col1 === 'Scholarships and grants');
  expect(kept?.id).toBe(scholarships.id);
  expect(JSON.stringify(await searched('Diwali Milan'))).toContain('Diwali Milan');
  expect((await open()).draft).toBeNull();
  expect(await actions()).toEqual(expect.arrayContaining(['page_draft', 'page_publish']));
  const line = (await readAudit(t.app.db)).find((a) => a.action === 'page_publish');
  expect(line?.reason).toContain('Diwali Milan added.');
  expect(line?.reason).toContain('Section “Diwali” added');
});

it('keeps the page as content:load left it, then each publish, and compares them in words', async () => {
  const opened = await open();
  expect(opened.total).toBe(2);
  const [published, loaded] = opened.versions;
  expect(loaded).toMatchObject({ saved_by: 'content:load', changes: null });
  expect(published).toMatchObject({ note: 'Diwali Milan added.', changes: 2 });
  const cmp = data<PageComparison>(
    await call(t.app, 'pageCompare', {
      staff_token: editor,
      loc: 'home',
      from: String(loaded!.id),
      to: String(published!.id),
    }),
  );
  expect(cmp.changes).toEqual([
    'Section “What we do” › record “Scholarships and grants” edited',
    'Section “Diwali” added',
  ]);
  const unknown = await call(t.app, 'pageCompare', {
    staff_token: editor,
    loc: 'home',
    from: '999',
    to: '1',
  });
  expect(unknown.wire.status).toBe('0');
});

it('blocks a publish with a link that opens nothing, unless an admin overrides', async () => {
  const { page, version } = await open();
  const draft = editRecord(page, 'Health camps', { col7: '/no-such-page' });
  expect((await saveDraft(draft, { base_version: String(version) })).wire.status).toBe('001');
  expect((await publish()).wire).toEqual({
    status: '-10',
    text: '1 link on this page opens nothing: /no-such-page (Section “What we do” › record “Health camps” › link).',
  });
  expect((await publish({ override_links: '1' })).wire).toEqual({
    status: '-10',
    text: M.adminOnlyOverride,
  });
  expect((await publish({ base_version: '1' })).wire.status).toBe('0');
  const done = await publish({ override_links: '1', note: 'Link fixed later.' }, admin);
  expect(done.wire.status).toBe('001');
  const line = (await readAudit(t.app.db)).filter((a) => a.action === 'page_publish').pop();
  expect(line?.reason).toContain(
    'Published by an admin despite: 1 link on this page opens nothing: /no-such-page',
  );
});

it('refuses a restore while a draft waits, discards the draft, then restores', async () => {
  const { page, versions } = await open();
  const first = versions[versions.length - 1]!;
  expect(
    (await saveDraft(editRecord(page, 'Who we are', { col1: 'Who we were' }))).wire.status,
  ).toBe('001');
  const restore = () =>
    call(t.app, 'pageRestore', {
      staff_token: editor,
      loc: 'home',
      version_id: String(first.id),
      note: 'Back.',
    });
  expect((await restore()).wire).toEqual({ status: '-10', text: M.draftWaits });
  const discard = () => call(t.app, 'pageDiscardDraft', { staff_token: editor, loc: 'home' });
  expect((await discard()).wire).toEqual({ status: '001', text: M.discarded('home') });
  expect((await discard()).wire).toEqual({ status: '0', text: M.noDraft });
  const restored = await restore();
  expect(restored.wire.status).toBe('001');
  expect(titles(await sitePage())).not.toContain('Diwali Milan');
  expect(titles(await sitePage())).toContain('Scholarships');
  const now = await open();
  expect(now.versions[0]).toMatchObject({ restored_from: first.id, note: 'Back.' });
  expect(await actions()).toEqual(expect.arrayContaining(['page_discard', 'page_restore']));
  const unknown = await call(t.app, 'pageRestore', {
    staff_token: editor,
    loc: 'home',
    version_id: '9999',
  });
  expect(unknown.wire).toEqual({ status: '0', text: M.unknownVersion });
});

it('carries a record’s Hindi through a draft and a publish; a publish keeps the Hindi it was given', async () => {
  const page = (await open()).page;
  const withHindi: PageDoc = {
    ...page,
    sections: page.sections.map((s) => ({
      ...s,
      records: s.records.map((r) =>
        r.cols.col1 === 'Scholarships' ? { ...r, hi: { col1: 'छात्रवृत्ति' } } : r,
      ),
    })),
  };
  expect((await saveDraft(withHindi)).wire.status).toBe('001');
  expect((await publish()).wire.status).toBe('001');
  const inHindi = data<PageAnswer>(await call(t.app, 'getPgData', { loc: 'home', lang: 'hi' }));
  expect(titles(inHindi)).toContain('छात्रवृत्ति');
  expect(titles(await sitePage())).toContain('Scholarships');
  // Opened again, the record carries its Hindi, so the next publish keeps it.
  const reopened = (await open()).page;
  const record = reopened.sections
    .flatMap((s) => s.records)
    .find((r) => r.cols.col1 === 'Scholarships');
  expect(record?.hi).toEqual({ col1: 'छात्रवृत्ति' });

  const refused = await saveDraft({
    ...reopened,
    sections: reopened.sections.map((s) => ({
      ...s,
      records: s.records.map((r) => (r.id === record?.id ? { ...r, hi: { col7: '/x' } } : r)),
    })),
  });
  expect(refused.wire.status).toBe('-10');
  expect(refused.wire.text).toMatch(/"col7" has no Hindi version/);
});

it('refuses a video link that is not YouTube or Vimeo, naming where it is', async () => {
  const page = (await open()).page;
  const first = page.sections[0]?.records[0];
  if (!first) throw new Error('the fixture home page has no record');
  first.cols.col6 = 'https://videos.example.com/v/1';
  const refused = await saveDraft(page);
  expect(refused.wire.status).toBe('-10');
  expect(refused.wire.text).toMatch(/Only YouTube or Vimeo links can be shown/);
  first.cols.col6 = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
  expect((await saveDraft(page)).wire.status).toBe('001');
  expect(
    (await call(t.app, 'pageDiscardDraft', { staff_token: editor, loc: 'home' })).wire.status,
  ).toBe('001');
});
