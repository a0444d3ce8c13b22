import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type {
  AccessAnswer,
  ContentRecord,
  DetailAnswer,
  PageAnswer,
  SearchAnswer,
} from '../../shared/protocol/types';
import type { SiteSettings } from '../../shared/domain/siteSettings';
import { hindiFixture } from '../../../test/server/helpers/hindiContent';
import { buildTestApp, call, data, type TestApp } from '../../../test/server/helpers/testApp';
import { ContentError } from './input';
import { readContent } from './read';
import { readMenuTree, writeMenuTree } from './repositories/menuEdit';
import { listMenus } from './repositories/menus';
import { readSettings, readSettingsIn, writeSettings } from '../settings';

const content = hindiFixture();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ contentDir: content.dir });
});
afterAll(async () => {
  await t.close();
  content.remove();
});

const cms = { onlyCms: true };
const record = (page: PageAnswer, title: string) =>
  page.sections.flatMap((s) => s.records).find((r) => r.col1 === title);

describe('content:load of "hi"', () => {
  it('stores each record, menu and setting Hindi as a JSON object beside the English', async () => {
    const slide = await t.app.db
      .selectFrom('content_records')
      .select(['col1', 'hi'])
      .where('col1', '=', 'First slide')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(slide.hi)).toEqual({ col1: 'पहली स्लाइड', col2: '<p>हिन्दी पाठ</p>' });
    const other = await t.app.db
      .selectFrom('content_records')
      .select('hi')
      .where('col1', '=', 'Second slide')
      .executeTakeFirstOrThrow();
    expect(other.hi).toBe('{}');
    const menu = await t.app.db
      .selectFrom('menus')
      .select('hi')
      .where('col2', '=', 'home')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(menu.hi)).toMatchObject({ col1: 'मुखपृष्ठ' });
    const settings = await t.app.db
      .selectFrom('site_settings_hi')
      .select(['key', 'value'])
      .orderBy('key')
      .execute();
    expect(settings).toEqual([
      { key: 'site_description', value: 'टेस्ट ट्रस्ट की साइट।' },
      { key: 'trust_name', value: 'टेस्ट ट्रस्ट' },
    ]);
  });

  /** What content:load says of the Hindi fixture with one file changed. */
  const refused = (file: string, change: (value: Record<string, unknown>) => void) => {
    const copy = hindiFixture();
    try {
      const full = path.join(copy.dir, file);
      const value = JSON.parse(readFileSync(full, 'utf8')) as Record<string, unknown>;
      change(value);
      writeFileSync(full, JSON.stringify(value));
      readContent(copy.dir);
      return 'loaded';
    } catch (err) {
      expect(err).toBeInstanceOf(ContentError);
      return (err as Error).message;
    } finally {
      copy.remove();
    }
  };

  it('refuses Hindi of a field that has none, and Hindi that is not text', () => {
    expect(refused('settings.json', () => undefined)).toBe('loaded');
    expect(
      refused('pages/home.json', (page) => {
        const sections = page.sections as { records: Record<string, unknown>[] }[];
        (sections[0]?.records[0] as Record<string, unknown>).hi = { col7: '/about' };
      }),
    ).toMatch(/"hi": "col7" has no Hindi version/);
    expect(
      refused('menus.json', (menus) => {
        const list = menus as unknown as Record<string, unknown>[];
        (list[0] as Record<string, unknown>).hi = { col2: 'होम' };
      }),
    ).toMatch(/menus\.json\[0\]: "hi": "col2" has no Hindi version/);
    expect(
      refused('settings.json', (settings) => {
        settings.hi = { trust_phones: '9876500127' };
      }),
    ).toMatch(/"trust_phones" has no Hindi version/);
    expect(
      refused('settings.json', (settings) => {
        settings.hi = { trust_name: 'एक\nदो' };
      }),
    ).toMatch(/"trust_name" holds control characters/);
    // The English setting's own check too: one line of at most 500 characters.
    expect(
      refused('settings.json', (settings) => {
        settings.hi = { trust_name: 'क'.repeat(501) };
      }),
    ).toMatch(/"hi": "trust_name": /);
    expect(
      refused('pages/home.json', (page) => {
        const sections = page.sections as { records: Record<string, unknown>[] }[];
        (sections[0]?.records[0] as Record<string, unknown>).hi = { col1: 5 };
      }),
    ).toMatch(/must be text/);
  });
});

describe('lang on the content calls', () => {
  it('answers Hindi field by field with lang=hi, and English without it', async () => {
    const english = data<PageAnswer>(await call(t.app, 'getPgData', { loc: 'home' }, cms));
    expect(record(english, 'First slide')?.col2).toBe('<p>English text</p>');
    expect(record(english, 'पहली स्लाइड')).toBeUndefined();

    const hindi = data<PageAnswer>(
      await call(t.app, 'getPgData', { loc: 'home', lang: 'hi' }, cms),
    );
    expect(record(hindi, 'पहली स्लाइड')).toMatchObject({
      col2: '<p>हिन्दी पाठ</p>',
      col4: 'site/banner.png',
      uri_key: 'First-slide',
    });
    // A section's group title in Hindi (the name of a section without a heading row).
    expect(hindi.sections.map((s) => s.g_title)).toContain('स्वागत');
    expect(english.sections.map((s) => s.g_title)).toContain('Welcome');
    // Hindi title only: the text stays English, whole.
    expect(record(hindi, 'छात्रवृत्ति')?.col2).toBe('<p>Help with fees</p>');
    // No Hindi at all: English.
    expect(record(hindi, 'Second slide')).toBeDefined();
    // Any other lang is English, and the English answer did not change.
    const other = await call(t.app, 'getPgData', { loc: 'home', lang: 'fr' }, cms);
    expect(data<PageAnswer>(other)).toEqual(english);
    const again = data<PageAnswer>(await call(t.app, 'getPgData', { loc: 'home' }, cms));
    expect(again).toEqual(english);
  });

  it('answers the menus and the settings in Hindi where they have it', async () => {
    const menus = data<AccessAnswer>(await call(t.app, 'getAccessToken', { lang: 'hi' }, cms));
    expect(menus.menus.find((m) => m.col2 === 'home')).toMatchObject({
      col1: 'मुखपृष्ठ',
      col3: 'मुखपृष्ठ | टेस्ट ट्रस्ट',
      col5: 'trust, "community"',
    });
    expect(menus.menus.find((m) => m.col2 === 'services')?.col1).toBe('Services');
    const englishMenus = data<AccessAnswer>(await call(t.app, 'getAccessToken', {}, cms));
    expect(englishMenus.menus.find((m) => m.col2 === 'home')?.col1).toBe('Home');

    const settings = data<SiteSettings>(await call(t.app, 'getSiteSettings', { lang: 'hi' }));
    expect(settings).toMatchObject({
      trust_name: 'टेस्ट ट्रस्ट',
      site_description: 'टेस्ट ट्रस्ट की साइट।',
      trust_short_name: 'Test Trust',
      trust_phones: '9876500127, 9876500348',
    });
    const english = data<SiteSettings>(await call(t.app, 'getSiteSettings'));
    expect(english.trust_name).toBe('Test Trust');
  });

  it('answers detail pages and recent entries in Hindi too', async () => {
    const recent = await call(t.app, 'getPgDataRecentArticles', {
      starts_with: 'articles',
      lang: 'hi',
    });
    expect(data<ContentRecord[]>(recent)).toHaveLength(5);
    const detail = data<DetailAnswer>(
      await call(t.app, 'getPgDataWithChild', {
        loc: 'blogs',
        uri_key: 'Annual-Day-2025',
        lang: 'hi',
      }),
    );
    // Found by the English title's slug, which stays its address in both languages.
    expect(detail.record).toMatchObject({ col1: 'वार्षिक दिवस 2025', uri_key: 'Annual-Day-2025' });
    expect(detail.children.map((c) => c.col1)).toEqual(['Photo A', 'Photo B']);
  });

  it('searches the Hindi texts with lang=hi, and only the English without it', async () => {
    const hindi = data<SearchAnswer>(
      await call(t.app, 'searchContent', { q: 'छात्रवृत्ति', lang: 'hi' }, cms),
    );
    expect(hindi.results).toEqual([
      expect.objectContaining({ kind: 'page', title: 'मुखपृष्ठ', href: '/' }),
    ]);
    const english = data<SearchAnswer>(await call(t.app, 'searchContent', { q: 'छात्रवृत्ति' }, cms));
    expect(english.results).toEqual([]);
  });
});

describe('the console saving the English', () => {
  it('leaves the Hindi of menus and settings as it was', async () => {
    await t.app.db.transaction().execute(async (trx) => {
      await writeMenuTree(trx, await readMenuTree(trx));
      await writeSettings(
        trx,
        { ...(await readSettings(trx)), trust_name: 'Renamed Trust' },
        'now',
      );
    });
    // From the tables, not the answer cache.
    const menus = await listMenus(t.app.db, 'hi');
    expect(menus.find((m) => m.col2 === 'home')?.col1).toBe('मुखपृष्ठ');
    const settings = await readSettingsIn(t.app.db, 'hi');
    expect(settings.trust_name).toBe('टेस्ट ट्रस्ट');
    expect((await readSettingsIn(t.app.db, 'en')).trust_name).toBe('Renamed Trust');
  });
});
