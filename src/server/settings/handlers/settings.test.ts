import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  EMPTY_SITE_SETTINGS,
  SITE_SETTING_KEYS,
  type SiteSettings,
} from '../../../shared/domain/siteSettings';
import type { AccessAnswer, PageAnswer } from '../../../shared/protocol/types';
import {
  buildTestApp,
  call,
  data,
  FIXTURE_CONTENT,
  type TestApp,
} from '../../../../test/server/helpers/testApp';
import { loadContent } from '../../content';

let t: TestApp;
let contentDir: string;
beforeAll(async () => {
  t = await buildTestApp();
  contentDir = mkdtempSync(path.join(os.tmpdir(), 'trust-settings-'));
  cpSync(FIXTURE_CONTENT, contentDir, { recursive: true });
});
afterAll(async () => {
  await t.close();
  rmSync(contentDir, { recursive: true, force: true });
});

const settings = async () => data<SiteSettings>(await call(t.app, 'getSiteSettings', {}));
const writeSettings = (value: unknown) =>
  writeFileSync(path.join(contentDir, 'settings.json'), JSON.stringify(value));

it('answers the settings loaded from content/settings.json, a key left out as empty', async () => {
  const all = await settings();
  expect(Object.keys(all).sort()).toEqual([...SITE_SETTING_KEYS].sort());
  expect(all).toMatchObject({
    trust_name: 'Test Trust',
    mail_sign_off: 'With regards,\nThe Test Trust team',
    grievance_officer_name: 'Smt. Test Grievance',
    grievance_officer_email: '',
    grievance_officer_phone: '',
  });
});

it('answers the new settings after content:load, although the answer is cached', async () => {
  await settings();
  writeSettings({
    grievance_officer_name: '  Shri New Officer ',
    grievance_officer_email: 'grievance@trust.example',
    grievance_officer_phone: '+91 141 400 0000',
  });
  await loadContent(t.app.db, contentDir, t.env.config.dataDir);
  expect(await settings()).toEqual({
    ...EMPTY_SITE_SETTINGS,
    grievance_officer_name: 'Shri New Officer',
    grievance_officer_email: 'grievance@trust.example',
    grievance_officer_phone: '+91 141 400 0000',
  });
});

it.each([
  [
    'an unknown key (a typo)',
    { grievance_oficer_name: 'X' },
    /unknown key "grievance_oficer_name"/,
  ],
  ['a value that is not text', { grievance_officer_name: ['X'] }, /must be text/],
  ['a list instead of an object', [], /expected an object/],
  ['a control character', { grievance_officer_name: 'A\u001bB' }, /control characters/],
  ['a line break in a one-line setting', { trust_name: 'A\nB' }, /one line/],
  ['an empty trust name', { trust_name: ' ' }, /"trust_name": Please fill this in/],
  ['a link that is not a web address', { social_facebook: 'javascript:alert(1)' }, /https:\/\//],
  ['phones with letters', { trust_phones: '98765 ABC' }, /phone numbers/],
  ['a popup neither on nor off', { launch_popup: 'yes' }, /on or off/],
])('refuses settings.json with %s, keeping the settings it had', async (_what, value, error) => {
  const before = await settings();
  writeSettings(value);
  await expect(loadContent(t.app.db, contentDir, t.env.config.dataDir)).rejects.toThrow(error);
  expect(await settings()).toEqual(before);
});

it('loads the real content/: the trust, the grievance officer, and the safety tips page with its menu entry', async () => {
  await loadContent(t.app.db, path.resolve('content'), t.env.config.dataDir);
  const real = await settings();
  for (const key of SITE_SETTING_KEYS) {
    // The demo trust has a Facebook page only, and a credit line without a link.
    if (['social_instagram', 'social_youtube', 'social_x', 'footer_credit_link'].includes(key))
      continue;
    expect({ key, value: real[key] }).not.toEqual({ key, value: '' });
  }
  expect(real.footer_disclaimer).toMatch(/^अस्वीकरण/);
  const page = data<PageAnswer>(await call(t.app, 'getPgData', { loc: 'safety_tips' }));
  expect(JSON.stringify(page.sections)).toContain('Never send money');
  const { menus } = data<AccessAnswer>(await call(t.app, 'getAccessToken', {}));
  expect(menus.find((m) => m.col2 === 'safety_tips')?.roles).toEqual(['visitor', 'member']);
});
