import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SITE_SEARCH_MESSAGES } from '../../../shared/domain/siteSearch';
import type { SearchAnswer } from '../../../shared/protocol/types';
import { buildTestApp, call, data, type TestApp } from '../../../../test/server/helpers/testApp';

type Roles = string[];
const PUBLIC: Roles = ['visitor', 'member'];

const menu = (
  key: string,
  col2: string,
  col1: string,
  col3: string,
  col4 = '',
  roles = PUBLIC,
) => ({
  key,
  parent: null,
  col1,
  col2,
  col3,
  col4,
  col6: 'menu',
  roles,
});

const page = (loc: string, records: object[], type = 'text_description') => ({
  loc,
  sections: [{ type, g_title: loc, col14: '1', records }],
});

/** Twenty-two dated notices, for the limit. */
const notices = Array.from({ length: 22 }, (_, i) => ({
  col1: `Office notice ${i + 1}`,
  col2: '<p>The office keeps its usual hours.</p>',
  entry_date: `2024-01-${String(i + 1).padStart(2, '0')}`,
}));

const CONTENT = {
  'menus.json': [
    menu('home', 'home', 'Home', 'Home | Test Trust', 'Welcome to the trust.'),
    menu('about', 'about_us', 'About Us', 'About the Trust', 'Who we are and what we do.'),
    menu('community', 'community', 'Community', 'Community', 'Community work of the samaj.'),
    menu('vidya', 'community/Vidya-Daan-Scholarship', 'Vidya Daan', 'Vidya Daan Scholarship'),
    menu('blogs', 'blogs', 'Blogs', 'Blogs', 'Stories from the samaj.'),
    menu('articles', 'articles', 'Articles', 'Articles'),
    menu('news', 'e_news', 'News', 'News and Notices', 'Notices of the trust.'),
    menu('login', 'login', 'Login', 'Member Login', 'Log in to the members area.', ['visitor']),
    menu('dash', 'dashboard', 'Dashboard', 'Dashboard', 'Your scholarship requests.', ['member']),
  ],
  'pages/home.json': page('home', [
    { col1: 'Who we are', col2: '<p>A community trust in Jaipur since 1990.</p>' },
    { col1: 'Code corner', col2: '<p>Type rate_card to see the rates.</p>' },
    { col1: 'Plain corner', col2: '<p>Type ratexcard and nothing happens.</p>' },
  ]),
  'pages/about_us.json': page('about_us', [
    {
      col1: 'Our history',
      col2: '<p>The <strong>trust</strong> began a <em>scholarship</em> fund<script>alert("x")</script> for girls &amp; boys.</p>',
    },
  ]),
  'pages/community.json': {
    loc: 'community',
    sections: [
      {
        type: 'card_list',
        col14: '1',
        records: [
          { col1: 'Vidya Daan Scholarship', col2: '<p>Books and fees for students.</p>' },
          { col1: 'Blood Donation Camp', col2: '<p>Every winter at the Samaj Bhawan.</p>' },
        ],
      },
      {
        type: 'how_we_do_top_icon',
        col14: '2',
        records: [{ col1: 'Donate', col2: '<p>Sponsor a child, a camp or a wedding.</p>' }],
      },
    ],
  },
  'pages/blogs.json': page(
    'blogs',
    [
      {
        col1: 'Annual Day 2025',
        col2: '<p>The camp collected 120 units of blood and fees fell by 50% this year.</p>',
        entry_date: '2025-02-10',
      },
      {
        col1: 'Samuhik Vivah 2025',
        col2: '<p>About 50 families joined; 120 units of sweets were shared.</p>',
        entry_date: '2025-03-01',
      },
    ],
    'blog_listing',
  ),
  'pages/articles.json': page('articles', notices, 'article_listing'),
  'pages/e_news.json': page('e_news', [{ col1: 'Hall booking', col2: '<p>Book the hall.</p>' }]),
  'pages/dashboard.json': page('dashboard', [{ col1: 'Member scholarship desk', col2: '' }]),
  'pages/footer.json': page('footer', [{ col1: 'Disclaimer', col2: '<p>Scholarship terms.</p>' }]),
  'pages/gallery.json': page('gallery', [{ col1: 'Scholarship photos', col2: '' }]),
};

let contentDir: string;
let t: TestApp;
beforeAll(async () => {
  contentDir = await mkdtemp(path.join(os.tmpdir(), 'site-search-content-'));
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

const search = async (q: string) =>
  data<SearchAnswer>(await call(t.app, 'searchContent', { q }, { onlyCms: true }));
const hrefs = (answer: SearchAnswer) => answer.results.map((r) => r.href);

describe('searchContent', () => {
  it("finds a page by its menu title, linked by the page's route", async () => {
    const answer = await search('  about   US ');
    expect(answer.q).toBe('about US');
    expect(answer.results).toEqual([
      {
        kind: 'page',
        title: 'About the Trust',
        snippet: 'Who we are and what we do.',
        href: '/about_us',
      },
    ]);
  });

  it('finds what holds every word, in any order and across tags', async () => {
    const answer = await search('FUND scholarship');
    expect(hrefs(answer)).toEqual(['/about_us']);
    expect((await search('scholarship blood')).results).toEqual([]);
  });

  it('links the home page to the site root, titled without the site name', async () => {
    const answer = await search('since 1990');
    expect(answer.results).toEqual([
      {
        kind: 'page',
        title: 'Home',
        snippet: 'Who we are A community trust in Jaipur since 1990.',
        href: '/',
      },
    ]);
  });

  it("counts records outside the listings of a detail page as that page's text", async () => {
    const answer = await search('sponsor');
    expect(answer.results).toEqual([
      {
        kind: 'page',
        title: 'Community',
        snippet: 'Donate Sponsor a child, a camp or a wedding.',
        href: '/community',
      },
    ]);
  });

  it('finds an entry by its body text, with the detail link of its page', async () => {
    const answer = await search('120 UNITS of blood');
    expect(answer.results).toHaveLength(1);
    const [result] = answer.results;
    expect(result).toMatchObject({ kind: 'entry', title: 'Annual Day 2025' });
    expect(result?.href).toMatch(/^\/blog\/Annual-Day-2025\?rf=\d+$/);
    expect(result?.snippet).toBe(
      'The camp collected 120 units of blood and fees fell by 50% this year.',
    );
  });

  it('lists pages first, then entries newest first', async () => {
    const answer = await search('120 units');
    expect(answer.results.map((r) => r.title)).toEqual(['Samuhik Vivah 2025', 'Annual Day 2025']);
    const mixed = await search('samaj');
    expect(mixed.results.map((r) => [r.kind, r.title])).toEqual([
      ['page', 'Community'],
      ['page', 'Blogs'],
      ['entry', 'Blood Donation Camp'],
    ]);
  });

  it('takes % and _ literally', async () => {
    expect((await search('50%')).results.map((r) => r.title)).toEqual(['Annual Day 2025']);
    expect(hrefs(await search('rate_card'))).toEqual(['/']);
    expect((await search('rate_card')).results[0]?.snippet).toContain('rate_card');
    expect((await search('%%')).results).toEqual([]);
    expect((await search('__')).results).toEqual([]);
  });

  it('strips HTML from snippets and never matches inside a tag', async () => {
    const [about] = (await search('girls & boys')).results;
    expect(about).toMatchObject({ kind: 'page', href: '/about_us' });
    expect(about?.snippet).toBe('Our history The trust began a scholarship fund for girls & boys.');
    expect((await search('strong')).results).toEqual([]);
    expect((await search('alert')).results).toEqual([]);
  });

  it('leaves out member-only pages, the footer and pages no visitor menu leads to', async () => {
    const answer = await search('scholarship');
    expect(hrefs(answer)).toEqual(['/about_us', '/community/Vidya-Daan-Scholarship']);
    expect(answer.results.map((r) => r.kind)).toEqual(['page', 'page']);
  });

  it('gives a page a menu record leads to once, not again as an entry', async () => {
    const answer = await search('vidya daan');
    expect(answer.results).toEqual([
      {
        kind: 'page',
        title: 'Vidya Daan Scholarship',
        snippet: 'Vidya Daan Scholarship Books and fees for students.',
        href: '/community/Vidya-Daan-Scholarship',
      },
    ]);
    // Found by the entry's text alone, it is still the page the menu leads to.
    expect(hrefs(await search('books and fees'))).toEqual(['/community/Vidya-Daan-Scholarship']);
  });

  it('answers at most 20 results', async () => {
    const answer = await search('office notice');
    expect(answer.results).toHaveLength(20);
    expect(answer.results[0]?.title).toBe('Office notice 22');
    expect(answer.results[0]?.href).toMatch(/^\/read_now\/Office-notice-22\?rf=\d+$/);
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await search('no such words')).toEqual({ q: 'no such words', results: [] });
  });

  it.each([[''], ['a'], ['   b   '], ['x'.repeat(81)]])('refuses %j with -10', async (q) => {
    const { wire } = await call(t.app, 'searchContent', { q }, { onlyCms: true });
    expect(wire.status).toBe('-10');
    expect(wire.text).toBe(
      q.length > 80 ? SITE_SEARCH_MESSAGES.tooLong : 'Please type at least 2 characters to search.',
    );
  });

  it('refuses a call without q', async () => {
    const { wire } = await call(t.app, 'searchContent', {}, { onlyCms: true });
    expect(wire.status).toBe('-10');
  });
});
