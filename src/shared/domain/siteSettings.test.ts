import { MULTI_LINE_FIELDS } from './controlChars';
import { HINDI_SETTING_KEYS } from './hindiText';
import { EMPTY_SITE_SETTINGS, MULTI_LINE_SETTINGS, SITE_SETTING_KEYS } from './siteSettings';
import { changedKeys, settingProblem } from './siteSettingsCheck';
import { SETTING_GROUPS, SETTING_TEXT, settingsOfGroup } from './siteSettingsText';

it('says what every setting is, in a group of the form', () => {
  for (const key of SITE_SETTING_KEYS) {
    const text = SETTING_TEXT[key];
    expect(SETTING_GROUPS).toContain(text.group);
    expect(text.label.length).toBeGreaterThan(3);
    expect(text.help).toMatch(/\.$/);
  }
  expect(SETTING_GROUPS.flatMap(settingsOfGroup).sort()).toEqual([...SITE_SETTING_KEYS].sort());
});

it('lets the request check through the line breaks of every multi-line setting', () => {
  for (const key of MULTI_LINE_SETTINGS) expect(MULTI_LINE_FIELDS).toContain(key);
  // And of their Hindi (siteSettingsSave's hi_<key>).
  const keys: readonly string[] = HINDI_SETTING_KEYS;
  for (const key of MULTI_LINE_SETTINGS.filter((k) => keys.includes(k)))
    expect(MULTI_LINE_FIELDS).toContain(`hi_${key}`);
});

it.each([
  ['trust_name', '', 'Please fill this in.'],
  ['trust_name', 'A\nB', 'Please keep this to one line.'],
  ['trust_address', 'Line 1\nLine 2', null],
  ['trust_address', 'Tab\there', /control characters/],
  ['trust_email', 'office@trust.example', null],
  ['trust_email', 'office at trust', /email address/],
  ['social_facebook', 'https://www.facebook.com/trust', null],
  ['social_facebook', 'javascript:alert(1)', /https:\/\//],
  ['trust_logo', '/media/site/logo.png', null],
  ['trust_logo', '//evil.example/logo.png', /site path/],
  ['trust_phones', '9876500127, +91 141-404 2211', null],
  ['trust_phones', '98765, call us', /phone numbers/],
  ['launch_popup', 'off', null],
  ['launch_popup', 'maybe', /on or off/],
  ['footer_credit', 'x'.repeat(501), /500 characters/],
  ['footer_disclaimer', 'क'.repeat(2000), null],
] as const)('checks %s = %j', (key, value, expected) => {
  const problem = settingProblem(key, value);
  if (expected === null) expect(problem).toBeNull();
  else if (typeof expected === 'string') expect(problem).toBe(expected);
  else expect(problem).toMatch(expected);
});

it('names the settings two sets differ in, in the table order', () => {
  const a = { ...EMPTY_SITE_SETTINGS, trust_name: 'A', trust_email: 'a@b.in' };
  const b = { ...a, trust_email: '', mail_sign_off: 'Bye' };
  expect(changedKeys(a, b)).toEqual(['trust_email', 'mail_sign_off']);
  expect(changedKeys(a, a)).toEqual([]);
});
