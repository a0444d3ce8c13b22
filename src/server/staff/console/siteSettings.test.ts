import {
  SITE_SETTING_KEYS,
  type SiteSettingKey,
  type SiteSettings,
} from '../../../shared/domain/siteSettings';
import type { HindiSettingField } from '../../../shared/protocol/siteSettingsEditCalls';
import type {
  SettingsComparison,
  SiteSettingsEditAnswer,
} from '../../../shared/protocol/siteSettingsEditTypes';
import { readOutbox, testClock } from '../../../../test/server/helpers/accounts';
import { addTestStaff, signInStaff } from '../../../../test/server/helpers/staff';
import { buildTestApp, call, data, type TestApp } from '../../../../test/server/helpers/testApp';
import { AnswerCache } from '../../cache/answerCache';
import { CONTENT_VERSION_KEY, getMeta } from '../../content';
import { openDatabase } from '../../plugins/db';
import { readSettings } from '../../settings';
import { readAudit } from '../audit';
import { STAFF_MESSAGES } from '../messages';
import { SETTINGS_MESSAGES as M } from './siteSettingsMessages';

/**
 * The Site settings screen's calls (issue #17 items 1 and 5): editors and admins edit the
 * settings, each save is audited, kept as a version and seen by the site at once; versions are
 * compared and restored.
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
});
afterAll(() => t.close());

const site = async () => data<SiteSettings>(await call(t.app, 'getSiteSettings', {}));
const open = async (staff_token = editor) =>
  data<SiteSettingsEditAnswer>(await call(t.app, 'siteSettingsOpen', { staff_token }));
const save = (
  fields: Partial<Record<SiteSettingKey | HindiSettingField | 'note' | 'base_version', string>>,
  staff_token = editor,
) => call(t.app, 'siteSettingsSave', { staff_token, ...fields });
const compare = async (from: number, to: number) =>
  data<SettingsComparison>(
    await call(t.app, 'siteSettingsCompare', {
      staff_token: editor,
      from: String(from),
      to: String(to),
    }),
  );
const restore = (version_id: number, note = '') =>
  call(t.app, 'siteSettingsRestore', { staff_token: editor, version_id: String(version_id), note });
const versionCount = async () => (await open()).total;

it('refuses a verifier (not a content role) and a member, changing nothing', async () => {
  const verifier = await signInStaff(t, await addTestStaff(t, 'verifier'), clock.now());
  const before = await site();
  const lines = (await readAudit(t.app.db)).length;
  for (const staff_token of [verifier, 'A'.repeat(43)]) {
    const refused = await save({ trust_name: 'Taken Over', note: 'no' }, staff_token);
    expect(refused.wire.status).toBe('0');
    expect([STAFF_MESSAGES.notAllowed, STAFF_MESSAGES.notSignedIn]).toContain(refused.wire.text);
    expect((await call(t.app, 'siteSettingsOpen', { staff_token })).wire.status).toBe('0');
  }
  expect(await site()).toEqual(before);
  expect((await readAudit(t.app.db)).length).toBe(lines);
});

it('opens the settings with their history: the loaded content is the first version', async () => {
  const opened = await open();
  expect(opened.settings).toEqual(await site());
  expect(opened.settings.trust_name).toBe('Test Trust');
  expect(opened.versions.at(-1)).toMatchObject({
    saved_by: 'content:load',
    note: 'Loaded from content/settings.json.',
    changed: null,
  });
  expect(opened.version).toBe(opened.versions[0]?.id);
});

it('saves for an editor: the site answers the new settings at once, the save is audited and kept', async () => {
  const before = await site(); // the answer is now in the content cache
  const versionBefore = await getMeta(t.app.db, CONTENT_VERSION_KEY);
  const { version } = await open();
  const saved = await save({
    trust_phones: ' 9414000001, 0141 2222333 ',
    trust_address: 'Samaj Bhawan,\nStation Road, Jaipur',
    note: 'New office numbers.',
    base_version: String(version),
  });
  expect(saved.wire.status).toBe('001');
  const now = await open();
  expect(saved.wire.text).toBe(M.saved(now.version ?? 0));

  // Right after the save, through the cached content call: no stale answer.
  expect(await site()).toEqual({
    ...before,
    trust_phones: '9414000001, 0141 2222333',
    trust_address: 'Samaj Bhawan,\nStation Road, Jaipur',
  });
  expect(await getMeta(t.app.db, CONTENT_VERSION_KEY)).not.toBe(versionBefore);

  expect(now.versions[0]).toMatchObject({
    id: now.version,
    saved_by: editorEmail,
    note: 'New office numbers.',
    restored_from: null,
    changed: ['trust_address', 'trust_phones'],
  });
  const line = (await readAudit(t.app.db)).at(-1);
  expect(line).toMatchObject({
    actor: editorEmail,
    action: 'settings_save',
    subject: `settings:v${now.version}`,
    reason: 'New office numbers. Changed: trust_address, trust_phones.',
  });
});

it.each([
  ['an empty name', { trust_name: '  ' }, 'Name of the trust: Please fill this in.'],
  // Refused by every call's check before the handler: a line break in a one-line field.
  ['a name on two lines', { trust_name: 'A\nB' }, /control characters/],
  [
    'a link without https://',
    { social_facebook: 'facebook.com/x' },
    /^Facebook page: Please enter a full web address/,
  ],
  [
    'an email without @',
    { trust_email: 'office' },
    /^Email address of the office: Please enter an email address/,
  ],
  ['phones in words', { trust_phones: 'call us' }, /^Phone numbers: Please enter phone numbers/],
  [
    'a popup neither on nor off',
    { launch_popup: 'yes' },
    'Show the launch popup: Please choose on or off.',
  ],
  [
    'a credit of 501 characters',
    { footer_credit: 'x'.repeat(501) },
    /^Credit line: Please keep this to 500 characters/,
  ],
  [
    'a note of 301 characters',
    { note: 'n'.repeat(301) },
    'Please keep the note to 300 characters or fewer.',
  ],
] as const)(
  'refuses %s with the setting named, storing nothing',
  async (_what, fields, message) => {
    const [before, versions, lines] = [
      await site(),
      await versionCount(),
      await readAudit(t.app.db),
    ];
    const refused = await save(fields);
    expect(refused.wire.status).toBe('-10');
    expect(refused.wire.text).toMatch(message);
    expect(await site()).toEqual(before);
    expect(await versionCount()).toBe(versions);
    expect((await readAudit(t.app.db)).length).toBe(lines.length);
  },
);

it('refuses control characters in any setting, line breaks only where they belong', async () => {
  const refused = await save({ footer_disclaimer: 'अस्वीकरण\u001b' });
  expect(refused.wire.status).toBe('-10');
  expect(refused.wire.text).toMatch(/control characters/);
  expect((await save({ footer_disclaimer: 'पहली पंक्ति\nदूसरी पंक्ति' })).wire.status).toBe('001');
  expect((await site()).footer_disclaimer).toBe('पहली पंक्ति\nदूसरी पंक्ति');
});

it('refuses a save made on settings someone else has saved since', async () => {
  const { version } = await open();
  expect((await save({ trust_short_name: 'First' }, admin)).wire.status).toBe('001');
  const late = await save({ trust_short_name: 'Second', base_version: String(version) });
  expect(late.wire).toEqual({ status: '0', text: M.savedMeanwhile });
  expect((await site()).trust_short_name).toBe('First');
});

it('compares two versions key by key, old → new', async () => {
  const first = (await open()).version ?? 0;
  await save({ trust_name: 'Renamed Trust', social_youtube: 'https://youtube.com/@trust' });
  const second = (await open()).version ?? 0;
  const cmp = await compare(first, second);
  expect(cmp.from.id).toBe(first);
  expect(cmp.to.id).toBe(second);
  expect(cmp.changes).toEqual([
    { key: 'trust_name', from: 'Test Trust', to: 'Renamed Trust' },
    { key: 'social_youtube', from: '', to: 'https://youtube.com/@trust' },
  ]);
  expect((await compare(second, first)).changes[0]).toEqual({
    key: 'trust_name',
    from: 'Renamed Trust',
    to: 'Test Trust',
  });
  const unknown = await call(t.app, 'siteSettingsCompare', {
    staff_token: editor,
    from: String(first),
    to: '999999',
  });
  expect(unknown.wire).toEqual({ status: '0', text: M.unknownVersion });
});

it('restores a version as a new version: the site shows it at once, audited', async () => {
  const { versions } = await open();
  const loaded = versions.at(-1)?.id ?? 0;
  await site(); // cached
  const restored = await restore(loaded, 'Back to the loaded settings.');
  expect(restored.wire.status).toBe('001');
  const after = await open();
  expect(restored.wire.text).toBe(M.restored(loaded, after.version ?? 0));
  expect(after.versions[0]).toMatchObject({
    saved_by: editorEmail,
    note: 'Back to the loaded settings.',
    restored_from: loaded,
  });
  const current = await site();
  expect(current.trust_name).toBe('Test Trust');
  expect(current.trust_phones).toBe('9876500127, 9876500348');
  expect((await compare(loaded, after.version ?? 0)).changes).toEqual([]);
  expect((await readAudit(t.app.db)).at(-1)).toMatchObject({
    action: 'settings_restore',
    subject: `settings:v${after.version}`,
    reason: expect.stringMatching(
      /^Restored version \d+\. Back to the loaded settings\. Changed: /,
    ),
  });
  expect((await restore(999999)).wire).toEqual({ status: '0', text: M.unknownVersion });
});

it('keeps every version: 55 saves later the first is still there to restore', async () => {
  const first = (await open()).versions.at(-1)?.id ?? 0;
  const total = await versionCount();
  for (let i = 0; i < 55; i += 1)
    expect((await save({ footer_credit: `Credit ${i}`, note: `Save ${i}` })).wire.status).toBe(
      '001',
    );
  const opened = await open();
  expect(opened.total).toBe(total + 55);
  expect(opened.versions).toHaveLength(50);
  expect(opened.versions[0]?.note).toBe('Save 54');
  expect(opened.versions.map((v) => v.id)).toEqual(
    [...opened.versions.map((v) => v.id)].sort((a, b) => b - a),
  );
  expect((await restore(first)).wire.status).toBe('001');
  expect((await site()).footer_credit).toBe('');
});

it('a key left out keeps its value', async () => {
  const before = await site();
  expect((await save({ trust_email: 'desk@trust.example' })).wire.status).toBe('001');
  const after = await site();
  for (const key of SITE_SETTING_KEYS)
    expect(after[key]).toBe(key === 'trust_email' ? 'desk@trust.example' : before[key]);
});

it('saves the Hindi of a setting with the English, in one audited save: readers of Hindi see it, others the English', async () => {
  const hindiSite = async () =>
    data<SiteSettings>(await call(t.app, 'getSiteSettings', { lang: 'hi' }));
  const versions = await versionCount();
  const saved = await save({
    trust_short_name: 'Trust Short',
    hi_trust_short_name: 'ट्रस्ट ',
    hi_footer_credit: 'ट्रस्ट के लिए बनाया',
    note: 'Hindi names.',
  });
  expect(saved.wire.status).toBe('001');
  expect(await hindiSite()).toMatchObject({
    trust_short_name: 'ट्रस्ट',
    footer_credit: 'ट्रस्ट के लिए बनाया',
  });
  expect(await site()).toMatchObject({ trust_short_name: 'Trust Short' });
  expect((await site()).footer_credit).not.toBe('ट्रस्ट के लिए बनाया');
  expect((await open()).hi).toMatchObject({
    trust_short_name: 'ट्रस्ट',
    footer_credit: 'ट्रस्ट के लिए बनाया',
  });
  expect(await versionCount()).toBe(versions + 1);
  const [line] = (await readAudit(t.app.db)).slice(-1);
  expect(line).toMatchObject({ action: 'settings_save' });
  expect(line!.reason).toContain('trust_short_name (Hindi), footer_credit (Hindi)');

  // A Hindi left out keeps its text, one sent empty goes: readers of Hindi see the English.
  expect((await save({ hi_footer_credit: '' })).wire.status).toBe('001');
  expect(await hindiSite()).toMatchObject({ trust_short_name: 'ट्रस्ट' });
  expect((await hindiSite()).footer_credit).toBe((await site()).footer_credit);

  // The shared Hindi rule and the English setting's own (its length) both hold; nothing is saved.
  const lines = (await readAudit(t.app.db)).length;
  const tooLong = await save({ trust_name: 'Changed', hi_trust_name: 'न'.repeat(501) });
  expect(tooLong.wire.status).toBe('-10');
  expect(tooLong.wire.text).toMatch(/^Name of the trust in Hindi: Please keep this to 500/);
  const twoLines = await save({ trust_name: 'Changed', hi_trust_name: 'पहली\nदूसरी' });
  expect(twoLines.wire.status).toBe('-10');
  const escape = await save({ hi_footer_disclaimer: 'अस्वीकरण\u001b' });
  expect(escape.wire.status).toBe('-10');
  expect(escape.wire.text).toMatch(/control characters/);
  expect((await readAudit(t.app.db)).length).toBe(lines);
  expect((await site()).trust_name).not.toBe('Changed');
  // Where the English keeps its line breaks, so does the Hindi.
  expect((await save({ hi_trust_address: 'पहली पंक्ति\nदूसरी पंक्ति' })).wire.status).toBe('001');
  expect((await hindiSite()).trust_address).toBe('पहली पंक्ति\nदूसरी पंक्ति');
});

it('lets another process see a save within its check interval (the content version moved)', async () => {
  const other = await openDatabase(t.env.config, { error: () => undefined });
  let ms = 0;
  const cache = new AnswerCache(other, { checkEveryMs: 1000, clock: () => ms });
  const produce = async () => ({
    body: Buffer.from(JSON.stringify(await readSettings(other))),
    keep: true,
  });
  try {
    const first = (await cache.answer('getSiteSettings?', produce)).toString();
    expect((await save({ trust_short_name: 'Seen Elsewhere' })).wire.status).toBe('001');
    ms = 500;
    expect((await cache.answer('getSiteSettings?', produce)).toString()).toBe(first);
    ms = 1500;
    const next = JSON.parse((await cache.answer('getSiteSettings?', produce)).toString());
    expect(next.trust_short_name).toBe('Seen Elsewhere');
  } finally {
    cache.stop();
    await other.destroy();
  }
});

it("signs the site's mails with the saved sign-off and sender name from the next mail on", async () => {
  expect(
    (
      await save(
        { mail_sign_off: 'Warm regards,\nThe Desk', mail_sender_name: 'Renamed Office' },
        admin,
      )
    ).wire.status,
  ).toBe('001');
  await call(t.app, 'addContactRequest', {
    _name: 'Asha Goyal',
    contact_no: '9876543210',
    email: 'asha.settings@example.in',
    message: 'When is the meeting?',
  });
  const inbox = data<{ items: { message_id: string }[] }>(
    await call(t.app, 'inboxList', { staff_token: admin }),
  );
  const message_id = inbox.items[0]?.message_id ?? '';
  const replied = await call(t.app, 'inboxReply', {
    staff_token: admin,
    message_id,
    text: 'Sunday.',
  });
  expect(replied.wire.status).toBe('001');
  const mail = (await readOutbox(t)).find((m) => m.to === 'asha.settings@example.in');
  expect(mail?.from).toBe('Renamed Office <no-reply@trust.invalid>');
  expect(mail?.text).toContain('Sunday.\n\nWarm regards,\nThe Desk\n\nOn ');
});
