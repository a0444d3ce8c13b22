import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { VARIANT_WIDTHS, variantPath } from '../../../shared/domain/mediaVariants';
import type {
  MediaListAnswer,
  MediaUploadAnswer,
  MediaUsesAnswer,
} from '../../../shared/protocol/mediaTypes';
import type { PageEditAnswer } from '../../../shared/protocol/pagesEditTypes';
import type { PageAnswer } from '../../../shared/protocol/types';
import { testClock } from '../../../../test/server/helpers/accounts';
import { pictureDataUrl } from '../../../../test/server/helpers/pictures';
import { addTestStaff, signInStaff } from '../../../../test/server/helpers/staff';
import { buildTestApp, call, data, type TestApp } from '../../../../test/server/helpers/testApp';
import { CONTENT_VERSION_KEY, getMeta, mediaDir } from '../../content';
import { ACCOUNT_MESSAGES } from '../../accounts';
import { readSettings } from '../../settings';
import { readAudit } from '../audit';
import { STAFF_MESSAGES } from '../messages';
import { MEDIA_MESSAGES as M } from './mediaMessages';

/**
 * The media library's calls (issue #17 item 6): uploads pass the member photos' checks and are
 * stored re-encoded with their WebP sizes, alt text is required, the library is searched, each
 * picture's places are listed, a replace rewrites every place at once, and a used picture stays.
 */
const clock = testClock();
let t: TestApp;
let editor: string;
let verifier: string;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  editor = await signInStaff(t, await addTestStaff(t, 'editor'), clock.now());
  verifier = await signInStaff(t, await addTestStaff(t, 'verifier'), clock.now());
});
afterAll(() => t.close());

const media = () => mediaDir(t.env.config.dataDir);
const list = async (q = '') =>
  data<MediaListAnswer>(await call(t.app, 'mediaList', { staff_token: editor, q }));
const upload = (fields: Record<string, string>) =>
  call(t.app, 'mediaUpload', { staff_token: editor, ...fields });
const uses = async (media_id: number) =>
  data<MediaUsesAnswer>(
    await call(t.app, 'mediaUses', { staff_token: editor, media_id: String(media_id) }),
  );
const banner = async () =>
  (await list('banner.png')).items.find((i) => i.path === 'site/banner.png');
const home = async () => data<PageAnswer>(await call(t.app, 'getPgData', { loc: 'home' }));

it('lists the loaded demo pictures as needing alt text, with how many places use them', async () => {
  const item = await banner();
  expect(item).toMatchObject({
    alt: '',
    uploaded_by: 'content:load',
    url: '/media/site/banner.png',
  });
  expect(item?.width).toBeGreaterThan(0);
  expect(item?.uses).toBeGreaterThanOrEqual(4);
});

it('stores an uploaded PNG re-encoded as JPEG under a new name, with its WebP sizes', async () => {
  const lines = (await readAudit(t.app.db)).length;
  const answer = data<MediaUploadAnswer>(
    await upload({ pro_pic: await pictureDataUrl('png'), alt: 'A blue square', title: 'Square' }),
  );
  expect(answer.item).toMatchObject({
    alt: 'A blue square',
    title: 'Square',
    width: 64,
    height: 48,
    uses: 0,
  });
  expect(answer.item.path).toMatch(/^library\/[0-9a-f]{32}\.jpg$/);
  const stored = await sharp(path.join(media(), answer.item.path)).metadata();
  expect(stored.format).toBe('jpeg');
  for (const w of VARIANT_WIDTHS) {
    const variant = await sharp(path.join(media(), variantPath(answer.item.path, w))).metadata();
    expect(variant.format).toBe('webp');
  }
  const audit = await readAudit(t.app.db);
  expect(audit.length).toBe(lines + 1);
  expect(audit.at(-1)).toMatchObject({
    action: 'media_upload',
    subject: `media:${answer.item.id}`,
  });
  // Searched by title, alt text or file name.
  expect((await list('blue SQUARE')).items.map((i) => i.id)).toEqual([answer.item.id]);
  expect((await list(answer.item.path.slice(8, 20))).items.map((i) => i.id)).toEqual([
    answer.item.id,
  ]);
  expect((await list('100%_')).items).toEqual([]);
});

it('refuses a picture that is not one, one too large, and one without alt text; storing nothing', async () => {
  const before = (await list()).total;
  const notImage = `data:image/png;base64,${Buffer.from('<svg onload="x"></svg>').toString('base64')}`;
  expect((await upload({ pro_pic: notImage, alt: 'x' })).wire).toEqual({
    status: '0',
    text: ACCOUNT_MESSAGES.notAnImage,
  });
  const huge = `data:image/jpeg;base64,${'A'.repeat(7_200_000)}`;
  expect((await upload({ pro_pic: huge, alt: 'x' })).wire).toEqual({
    status: '0',
    text: ACCOUNT_MESSAGES.imageTooLarge,
  });
  const noAlt = await upload({ pro_pic: await pictureDataUrl('jpeg'), alt: '   ' });
  expect(noAlt.wire.status).toBe('0');
  expect(noAlt.wire.text).toMatch(/alt text/);
  const longAlt = await upload({ pro_pic: await pictureDataUrl('jpeg'), alt: 'a'.repeat(201) });
  expect(longAlt.wire.text).toMatch(/200 characters/);
  expect((await list()).total).toBe(before);
  expect(
    fs.readdirSync(path.join(media(), 'library')).filter((f) => f.endsWith('.jpg')),
  ).toHaveLength(1);
});

it('saves alt text (1–200 characters) and the public page shows it for the picture', async () => {
  const item = await banner();
  const id = String(item?.id);
  const empty = await call(t.app, 'mediaSave', { staff_token: editor, media_id: id, alt: '' });
  expect(empty.wire.status).toBe('-10');
  expect((await home()).media_alt).toBeUndefined();
  const saved = await call(t.app, 'mediaSave', {
    staff_token: editor,
    media_id: id,
    alt: 'Families at the trust’s meeting',
    title: 'Banner',
  });
  expect(saved.wire).toEqual({ status: '001', text: M.saved });
  expect((await home()).media_alt).toEqual({
    'site/banner.png': 'Families at the trust’s meeting',
  });
  expect((await readAudit(t.app.db)).at(-1)).toMatchObject({ action: 'media_save' });
});

it('lists where a picture is used, in words, record columns and the logo setting', async () => {
  const item = await banner();
  const logo = await call(t.app, 'siteSettingsSave', {
    staff_token: editor,
    trust_logo: '/media/site/banner.png',
  });
  expect(logo.wire.status).toBe('001');
  const { uses: places } = await uses(item?.id ?? 0);
  expect(places).toContainEqual(
    expect.objectContaining({ kind: 'setting', field: 'trust_logo', loc: null }),
  );
  const section = places.find((p) => p.field === 'bg_img');
  expect(section).toMatchObject({ kind: 'record', loc: 'home', state: 'published' });
  expect(section?.where).toMatch(/^Page “home”, section .*background picture \(bg_img\)$/);
  expect(places.map((p) => p.where)).toContain(
    'Page “home”, section “Welcome” (home_banner), record “First slide”: picture (col4)',
  );
});

it('refuses to delete a used picture, and deletes an unused one with its files', async () => {
  const item = await banner();
  const refused = await call(t.app, 'mediaDelete', {
    staff_token: editor,
    media_id: String(item?.id),
  });
  expect(refused.wire.status).toBe('0');
  expect(refused.wire.text).toMatch(/^This picture is used in \d+ places/);
  expect(fs.existsSync(path.join(media(), 'site/banner.png'))).toBe(true);

  const unused = data<MediaUploadAnswer>(
    await upload({ pro_pic: await pictureDataUrl('jpeg'), alt: 'Spare' }),
  ).item;
  const deleted = await call(t.app, 'mediaDelete', {
    staff_token: editor,
    media_id: String(unused.id),
  });
  expect(deleted.wire).toEqual({ status: '001', text: M.deleted });
  expect(fs.existsSync(path.join(media(), unused.path))).toBe(false);
  expect(fs.existsSync(path.join(media(), variantPath(unused.path, 480)))).toBe(false);
  expect((await readAudit(t.app.db)).at(-1)).toMatchObject({ action: 'media_delete' });
});

it('replaces a picture everywhere in one go: records, the logo, the public page, the content version', async () => {
  const item = await banner();
  const count = (await uses(item?.id ?? 0)).uses.length;
  const version = await getMeta(t.app.db, CONTENT_VERSION_KEY);
  await home(); // cached now
  const replaced = data<MediaUploadAnswer>(
    await call(t.app, 'mediaReplace', {
      staff_token: editor,
      media_id: String(item?.id),
      pro_pic: await pictureDataUrl('jpeg', { colour: '#cc3333' }),
    }),
  );
  const next = replaced.item.path;
  expect(next).toMatch(/^library\//);
  expect(replaced.message).toBe(M.replaced(count));
  expect(replaced.item).toMatchObject({ id: item?.id, alt: 'Families at the trust’s meeting' });
  expect(await getMeta(t.app.db, CONTENT_VERSION_KEY)).not.toBe(version);
  expect((await readSettings(t.app.db)).trust_logo).toBe(`/media/${next}`);
  const page = await home();
  const names = page.sections.flatMap((s) => [s.bg_img, ...s.records.map((r) => r.col4)]);
  expect(names).toContain(next);
  expect(names).not.toContain('site/banner.png');
  expect(page.media_alt?.[next]).toBe('Families at the trust’s meeting');
  expect((await uses(item?.id ?? 0)).uses).toHaveLength(count);
  const line = (await readAudit(t.app.db)).at(-1);
  expect(line).toMatchObject({ action: 'media_replace', subject: `media:${item?.id}` });
  expect(line?.reason).toContain(`site/banner.png → ${next} in ${count} places`);
  // Nothing names the old path now, and its file stays for pages already open.
  expect(fs.existsSync(path.join(media(), 'site/banner.png'))).toBe(true);
});

it('counts a page draft’s use: delete is refused and replace rewrites the draft too', async () => {
  const spare = data<MediaUploadAnswer>(
    await upload({ pro_pic: await pictureDataUrl('jpeg'), alt: 'Diwali lamps' }),
  ).item;
  const opened = data<PageEditAnswer>(
    await call(t.app, 'pageOpen', { staff_token: editor, loc: 'home' }),
  );
  const page = structuredClone(opened.page);
  const first = page.sections[0]?.records[0];
  if (!first) throw new Error('the fixture home page has no record');
  first.cols.col4 = spare.path;
  const saved = await call(t.app, 'pageSaveDraft', {
    staff_token: editor,
    loc: 'home',
    page: JSON.stringify(page),
  });
  expect(saved.wire.status).toBe('001');

  // The preview shows the picture as the site will: with the library's alt text.
  const preview = data<PageAnswer>(
    await call(t.app, 'pagePreview', { staff_token: editor, loc: 'home' }),
  );
  expect(preview.media_alt?.[spare.path]).toBe('Diwali lamps');

  const places = (await uses(spare.id)).uses;
  expect(places).toEqual([expect.objectContaining({ state: 'draft', loc: 'home', field: 'col4' })]);
  const refused = await call(t.app, 'mediaDelete', {
    staff_token: editor,
    media_id: String(spare.id),
  });
  expect(refused.wire.status).toBe('0');

  const replaced = data<MediaUploadAnswer>(
    await call(t.app, 'mediaReplace', {
      staff_token: editor,
      media_id: String(spare.id),
      pro_pic: await pictureDataUrl('png'),
    }),
  ).item;
  const draft = data<PageEditAnswer>(
    await call(t.app, 'pageOpen', { staff_token: editor, loc: 'home' }),
  ).page;
  expect(draft.sections[0]?.records[0]?.cols.col4).toBe(replaced.path);
});

it('refuses a verifier every media call', async () => {
  const answer = await call(t.app, 'mediaList', { staff_token: verifier });
  expect(answer.wire).toEqual({ status: '0', text: STAFF_MESSAGES.notAllowed });
});
