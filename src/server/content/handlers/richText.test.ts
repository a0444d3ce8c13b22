import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ContentRecord, DetailAnswer, PageAnswer } from '../../../shared/protocol/types';
import { buildTestApp, call, data, type TestApp } from '../../../../test/server/helpers/testApp';
import * as sanitizer from '../sanitize';

// Rich text as a careless or hostile editor could save it, and what the site may get of it.
const HOSTILE =
  '<p onclick="x()">Hi <a href="java&#x09;script:alert(1)">there</a></p><script>alert(1)</script>';
const CLEAN = '<p>Hi <a>there</a></p>';
const HOSTILE_2 =
  '<h1>Big</h1><img src=x onerror=alert(1)><a href="/about_us" target="_blank">us</a>';
const CLEAN_2 = 'Big<a href="/about_us" target="_blank" rel="noopener noreferrer">us</a>';
// Plain columns: the site shows them as text, so they come back exactly as written.
const PLAIN = '<b>Seva</b> & <img src=x onerror=alert(1)>';

const record = (extra: object) => ({
  col1: PLAIN,
  col2: HOSTILE,
  col3: HOSTILE_2,
  col7: 'about_us',
  col15: PLAIN,
  ...extra,
});

const CONTENT = {
  'menus.json': [
    { key: 'home', parent: null, col1: 'Home', col2: 'home', col6: 'menu', roles: ['visitor'] },
  ],
  'pages/home.json': {
    loc: 'home',
    sections: [{ type: 'text_description', g_title: 'Welcome', records: [record({})] }],
  },
  'pages/blogs.json': {
    loc: 'blogs',
    sections: [
      {
        type: 'blog_listing',
        g_title: 'Blogs',
        records: [
          record({
            col1: 'Annual Day',
            entry_date: '2025-02-10',
            children: [record({ col1: 'Photo', col4: 'site/banner.png' })],
          }),
        ],
      },
    ],
  },
};

let contentDir: string;
let t: TestApp;
beforeAll(async () => {
  contentDir = await mkdtemp(path.join(os.tmpdir(), 'rich-text-content-'));
  for (const [file, value] of Object.entries(CONTENT)) {
    await mkdir(path.dirname(path.join(contentDir, file)), { recursive: true });
    await writeFile(path.join(contentDir, file), JSON.stringify(value));
  }
  t = await buildTestApp({ contentDir });
});
afterAll(async () => {
  await t.close();
  await rm(contentDir, { recursive: true, force: true });
});
afterEach(() => jest.restoreAllMocks());

const cms = { onlyCms: true };

/** Rich text cleaned, every plain column as written. */
function expectClean(r: ContentRecord | undefined) {
  expect(r).toMatchObject({ col2: CLEAN, col3: CLEAN_2, col1: expect.any(String), col15: PLAIN });
  expect(r?.col7).toBe('about_us');
}

describe('rich text in content answers (issue #19 item 3)', () => {
  it('getPgData answers cleaned rich text and plain columns as written', async () => {
    const page = data<PageAnswer>(await call(t.app, 'getPgData', { loc: 'home' }, cms));
    const only = page.sections[0]?.records[0];
    expectClean(only);
    expect(only?.col1).toBe(PLAIN);
  });

  it('getPgDataWithChild cleans the entry and the records under it', async () => {
    const detail = data<DetailAnswer>(
      await call(t.app, 'getPgDataWithChild', { loc: 'blogs', uri_key: 'Annual-Day' }, cms),
    );
    expectClean(detail.record);
    expect(detail.children).toHaveLength(1);
    expectClean(detail.children[0]);
  });

  it('getPgDataRecentArticles cleans the entries it lists', async () => {
    const recent = data<ContentRecord[]>(
      await call(t.app, 'getPgDataRecentArticles', { starts_with: 'blogs' }, cms),
    );
    expect(recent).toHaveLength(1);
    expectClean(recent[0]);
  });

  it('cleans once per content version: a repeated call is answered from the cache', async () => {
    const spy = jest.spyOn(sanitizer, 'sanitizeRichText');
    const first = await call(t.app, 'getPgData', { loc: 'blogs' }, cms);
    // One record, two rich-text columns.
    expect(spy).toHaveBeenCalledTimes(2);
    const again = await call(t.app, 'getPgData', { loc: 'blogs' }, cms);
    expect(spy).toHaveBeenCalledTimes(2);
    expect(again.response.body).toBe(first.response.body);
  });
});
