import { screen, waitFor, within } from '@testing-library/react';
import {
  SITE_SETTING_KEYS,
  type SiteSettingKey,
  type SiteSettings,
} from '../../../shared/domain/siteSettings';
import {
  HINDI_SETTING_KEYS,
  type HindiSettingKey,
  type HindiText,
} from '../../../shared/domain/hindiText';
import { changedKeys } from '../../../shared/domain/siteSettingsCheck';
import { SETTING_TEXT } from '../../../shared/domain/siteSettingsText';
import { hindiSettingField } from '../../../shared/protocol/siteSettingsEditCalls';
import type {
  SettingsVersionItem,
  SiteSettingsEditAnswer,
} from '../../../shared/protocol/siteSettingsEditTypes';
import { dataAnswer, doneAnswer, failAnswer } from '../../../shared/protocol/wire';
import type { FakeAnswers } from '../../test/fakeTransport';
import { SETTINGS } from '../../test/fixtures';
import { signedInConsole, TOKEN } from '../consoleTestUtils';

/** A fake settings service with its history: saves and restores add versions, as the server does. */
function fakeSettings(): FakeAnswers & { current: () => SiteSettings } {
  let settings: SiteSettings = { ...SETTINGS };
  let hi: HindiText<HindiSettingKey> = { trust_name: 'श्री समाज ट्रस्ट' };
  const kept: { line: SettingsVersionItem; settings: SiteSettings }[] = [];
  const keep = (next: SiteSettings, note: string, restored_from: number | null = null) => {
    const before = kept.at(-1)?.settings;
    kept.push({
      line: {
        id: kept.length + 1,
        note,
        saved_by: kept.length ? 'editor@trust.example' : 'content:load',
        saved_at: `2026-03-1${kept.length}T08:35:00.000Z`,
        restored_from,
        changed: before ? changedKeys(before, next) : null,
      },
      settings: next,
    });
    settings = next;
  };
  keep(settings, 'Loaded from content/settings.json.');
  const open = (): SiteSettingsEditAnswer => ({
    settings,
    hi,
    version: kept.length,
    versions: [...kept].reverse().map((k) => k.line),
    total: kept.length,
  });
  const find = (id = '') => kept.find((k) => String(k.line.id) === id);
  return {
    current: () => settings,
    siteSettingsOpen: () => dataAnswer(open()),
    siteSettingsSave: (f) => {
      const next = { ...settings };
      for (const key of SITE_SETTING_KEYS) if (f[key] !== undefined) next[key] = f[key];
      hi = { ...hi };
      for (const key of HINDI_SETTING_KEYS) {
        const text = f[hindiSettingField(key)];
        if (text !== undefined) hi[key] = text;
      }
      keep(next, f.note ?? '');
      return doneAnswer(`The settings are saved as version ${kept.length}.`);
    },
    siteSettingsCompare: (f) => {
      const [a, b] = [find(f.from), find(f.to)];
      if (!a || !b) return failAnswer('There is no such version of the settings.');
      const changes = changedKeys(a.settings, b.settings).map((key) => ({
        key,
        from: a.settings[key],
        to: b.settings[key],
      }));
      return dataAnswer({ from: a.line, to: b.line, changes });
    },
    siteSettingsRestore: (f) => {
      const v = find(f.version_id);
      if (!v) return failAnswer('There is no such version of the settings.');
      keep({ ...v.settings }, f.note ?? '', v.line.id);
      return doneAnswer(`Version ${v.line.id} is restored, kept as version ${kept.length}.`);
    },
  };
}

/** What the editor types into each setting (the popup is chosen, not typed). */
const TYPED: Record<Exclude<SiteSettingKey, 'launch_popup'>, string> = {
  trust_name: 'Shri Second Samaj Trust',
  trust_short_name: 'Second Trust',
  trust_logo: '/media/site/second-logo.png',
  site_description: 'The second trust: news and a matrimonial members area.',
  site_keywords: 'second, trust',
  trust_address: 'Second Bhawan,\nStation Road, Ajmer',
  trust_phones: '9414000001, 0145 2222333',
  trust_email: 'office@second.example',
  social_facebook: 'https://facebook.com/second',
  social_instagram: 'https://instagram.com/second',
  social_youtube: 'https://youtube.com/@second',
  social_x: 'https://x.com/second',
  footer_disclaimer_title: 'अस्वीकरण',
  footer_disclaimer: 'यह मंच केवल जानकारी देता है।',
  footer_credit: 'Made by the trust',
  footer_credit_link: 'https://second.example/credits',
  launch_popup_section: 'Festival notice',
  mail_sender_name: 'Second Trust Office',
  mail_sign_off: 'With best wishes,\nSecond Trust',
  grievance_officer_name: 'Shri Second Officer',
  grievance_officer_email: 'grievance@second.example',
  grievance_officer_phone: '+91 145 400 0000',
};

/** What the editor types as the Hindi of each setting that may have one. */
const TYPED_HINDI: Record<HindiSettingKey, string> = {
  trust_name: 'श्री द्वितीय समाज ट्रस्ट',
  trust_short_name: 'द्वितीय ट्रस्ट',
  site_description: 'दूसरा ट्रस्ट: समाचार और वैवाहिक सदस्य क्षेत्र।',
  site_keywords: 'दूसरा, ट्रस्ट',
  trust_address: 'द्वितीय भवन,\nस्टेशन रोड, अजमेर',
  footer_disclaimer_title: 'अस्वीकरण',
  footer_disclaimer: 'यह मंच केवल जानकारी देता है; कोई वादा नहीं करता।',
  footer_credit: 'ट्रस्ट द्वारा बनाया गया',
  grievance_officer_name: 'श्री द्वितीय अधिकारी',
};

// The form has some twenty-five fields, each typed into (English and Hindi): about 22 s in CI on
// a quiet host, and 40.7 s once when the whole suite ran about 2.5× slower (2026-12-06).
jest.setTimeout(90_000);

const labelOf = (key: SiteSettingKey) => SETTING_TEXT[key].label.replace(/[()]/g, '\\$&');
const field = (key: SiteSettingKey) =>
  screen.getByLabelText(new RegExp(`^${labelOf(key)}(?! in Hindi)`));
const hindiField = (key: HindiSettingKey) =>
  screen.getByLabelText(new RegExp(`^${labelOf(key)} in Hindi`));

it('lists Site settings for an editor, and fills and saves every setting with a note', async () => {
  const service = fakeSettings();
  const { user, calls } = await signedInConsole('editor', '/team', service);
  const nav = await screen.findByRole('navigation', { name: 'Console' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((l) => l.textContent),
  ).toEqual(['Site settings', 'Menus', 'Pages', 'Link check', 'Media']);
  expect(await screen.findByRole('heading', { level: 1, name: 'Site settings' })).toBeVisible();
  await waitFor(() => expect(field('trust_name')).toHaveValue(SETTINGS.trust_name));
  // Each setting says what it is for, in words.
  expect(field('trust_phones')).toHaveAccessibleDescription(/separated by commas/);

  for (const [key, value] of Object.entries(TYPED) as [SiteSettingKey, string][]) {
    await user.clear(field(key));
    await user.type(field(key), value);
  }
  // Each setting readers of हिन्दी may read in Hindi has its Hindi beside it.
  expect(hindiField('trust_name')).toHaveValue('श्री समाज ट्रस्ट');
  expect(hindiField('trust_name')).toHaveAttribute('lang', 'hi');
  expect(hindiField('trust_name')).toHaveAccessibleDescription(/readers who chose हिन्दी see/);
  expect(screen.queryByLabelText(/^Email address in Hindi/)).toBeNull();
  for (const [key, value] of Object.entries(TYPED_HINDI) as [HindiSettingKey, string][]) {
    await user.clear(hindiField(key));
    await user.type(hindiField(key), value);
  }
  await user.selectOptions(field('launch_popup'), 'off');
  await user.type(screen.getByLabelText(/^What changed, and why/), 'The second trust takes over.');
  await user.click(screen.getByRole('button', { name: 'Save the settings' }));

  expect(await screen.findByRole('status')).toHaveTextContent(
    'The settings are saved as version 2.',
  );
  const sent = calls.find((c) => c.type === 'siteSettingsSave')?.fields;
  expect(sent).toEqual({
    curl_type: 'siteSettingsSave',
    res_func: expect.any(String),
    staff_token: TOKEN,
    ...TYPED,
    ...Object.fromEntries(
      Object.entries(TYPED_HINDI).map(([key, value]) => [
        hindiSettingField(key as HindiSettingKey),
        value,
      ]),
    ),
    launch_popup: 'off',
    note: 'The second trust takes over.',
    base_version: '1',
  });
  // The screen reads the settings afresh: the form shows what was saved, the note is cleared.
  await waitFor(() => expect(screen.getByLabelText(/^What changed, and why/)).toHaveValue(''));
  expect(field('trust_name')).toHaveValue('Shri Second Samaj Trust');
  expect(hindiField('trust_name')).toHaveValue('श्री द्वितीय समाज ट्रस्ट');
  const history = screen.getByRole('table', { name: 'Saved versions of the site settings' });
  await waitFor(() => expect(within(history).getAllByRole('row')[1]).toHaveTextContent('2 (now)'));
  const newest = within(history).getAllByRole('row')[1];
  expect(newest).toHaveTextContent('The second trust takes over.');
  expect(newest).toHaveTextContent(
    /Name of the trust, Short name, .*Phone number of the grievance officer/,
  );
  expect(service.current().trust_name).toBe('Shri Second Samaj Trust');
});

it('checks the form before sending: a required name, a web address, an email', async () => {
  const { user, calls } = await signedInConsole('admin', '/team/settings', fakeSettings());
  await screen.findByRole('heading', { level: 1, name: 'Site settings' });
  await waitFor(() => expect(field('trust_name')).toHaveValue(SETTINGS.trust_name));
  await user.clear(field('trust_name'));
  await user.clear(field('social_facebook'));
  await user.type(field('social_facebook'), 'facebook.com/trust');
  await user.clear(field('trust_email'));
  await user.type(field('trust_email'), 'office');
  // A Hindi is held to the English setting's own rule: here its length.
  await user.click(hindiField('trust_short_name'));
  await user.paste('न'.repeat(501));
  await user.click(screen.getByRole('button', { name: 'Save the settings' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Please correct the fields marked below.',
  );
  expect(field('trust_name')).toHaveFocus();
  expect(field('trust_name')).toHaveAccessibleDescription(/Please fill this in\./);
  expect(field('social_facebook')).toHaveAccessibleDescription(/full web address/);
  expect(field('trust_email')).toHaveAccessibleDescription(/email address/);
  expect(hindiField('trust_short_name')).toHaveAccessibleDescription(/500 characters or fewer/);
  expect(calls.map((c) => c.type)).not.toContain('siteSettingsSave');
});

it('compares two versions setting by setting, and restores one with a note', async () => {
  const service = fakeSettings();
  const { user, calls } = await signedInConsole('editor', '/team/settings', service);
  await screen.findByRole('heading', { level: 1, name: 'Site settings' });
  await waitFor(() => expect(field('trust_phones')).toHaveValue(SETTINGS.trust_phones));
  await user.clear(field('trust_phones'));
  await user.type(field('trust_phones'), '9414000001');
  await user.type(screen.getByLabelText(/^What changed, and why/), 'New number.');
  await user.click(screen.getByRole('button', { name: 'Save the settings' }));
  await screen.findByText('The settings are saved as version 2.');

  // Compare the first version with the one now on the site.
  await user.click(await screen.findByRole('button', { name: 'Compare version 1 with now' }));
  const changes = await screen.findByRole('table', { name: 'Settings that differ' });
  const rows = within(changes).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toHaveTextContent(`Phone numbers${SETTINGS.trust_phones}9414000001`);
  expect(calls.find((c) => c.type === 'siteSettingsCompare')?.fields).toMatchObject({
    from: '1',
    to: '2',
  });

  // The two selects compare any two; the same version twice holds no differences.
  await user.selectOptions(screen.getByLabelText('Older version'), '2');
  await user.click(screen.getByRole('button', { name: 'Compare' }));
  expect(await screen.findByText('The two versions hold the same settings.')).toBeVisible();

  // Restore version 1: itself a new version, noted; the form shows the old number again.
  await user.click(screen.getByRole('button', { name: 'Restore version 1' }));
  const restore = screen.getByRole('region', { name: 'Restore version 1' });
  await user.type(within(restore).getByLabelText(/^Why restore it/), 'The new line is not ready.');
  await user.click(within(restore).getByRole('button', { name: 'Restore version 1 now' }));
  expect(await within(restore).findByRole('status')).toHaveTextContent(
    'Version 1 is restored, kept as version 3.',
  );
  expect(calls.find((c) => c.type === 'siteSettingsRestore')?.fields).toEqual({
    curl_type: 'siteSettingsRestore',
    res_func: expect.any(String),
    staff_token: TOKEN,
    version_id: '1',
    note: 'The new line is not ready.',
  });
  await waitFor(() => expect(field('trust_phones')).toHaveValue(SETTINGS.trust_phones));
  const newest = within(
    screen.getByRole('table', { name: 'Saved versions of the site settings' }),
  ).getAllByRole('row')[1];
  expect(newest).toHaveTextContent('3 (now)');
  expect(newest).toHaveTextContent('Restores version 1. The new line is not ready.');
});

it('is not a verifier’s screen', async () => {
  await signedInConsole('verifier', '/team/settings', {
    deskQueue: dataAnswer({ now: '', pending_count: 0, awaiting_changes: 0, items: [] }),
  });
  const nav = await screen.findByRole('navigation', { name: 'Console' });
  expect(within(nav).queryByRole('link', { name: 'Site settings' })).toBeNull();
  expect(await screen.findByText('This page of the console does not exist.')).toBeVisible();
});
