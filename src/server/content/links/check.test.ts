import { slugify } from '../../../shared/domain/slug';
import { brokenLinks, checkLinks } from './check';
import type { PublishedSite, SiteMenu, SiteRecord } from './types';

const ORIGIN = 'https://trust.example';

interface RecordSpec {
  col1?: string;
  col2?: string;
  col3?: string;
  col7?: string;
  col10?: string;
  children?: RecordSpec[];
}
interface SectionSpec {
  type: string;
  g_title?: string;
  records?: RecordSpec[];
}

/** A site built the way content:load numbers it: each section, then its records, in order. */
function site(
  pages: Record<string, SectionSpec[]>,
  menus: Partial<SiteMenu>[] = [],
  redirects: PublishedSite['redirects'] = [],
): PublishedSite {
  const records: SiteRecord[] = [];
  const row = (parent_id: number | null, r: Partial<SiteRecord>): number => {
    const id = records.length + 1;
    records.push({
      id,
      parent_id,
      loc: null,
      section_type: null,
      g_title: '',
      sort: null,
      col1: '',
      col2: '',
      col3: '',
      col7: '',
      col10: '',
      ...r,
      uri_key: slugify(r.col1 ?? ''),
    });
    return id;
  };
  const addRecords = (parent: number, specs: RecordSpec[]) => {
    for (const { children = [], ...cols } of specs) addRecords(row(parent, cols), children);
  };
  for (const [loc, sections] of Object.entries(pages)) {
    for (const { type, g_title = '', records: specs = [] } of sections) {
      addRecords(row(null, { loc, section_type: type, g_title }), specs);
    }
  }
  return {
    records,
    redirects,
    menus: menus.map((m, i) => ({
      id: i + 1,
      parent_id: null,
      col1: `Menu ${i + 1}`,
      col2: '',
      col6: 'menu',
      roles: ['visitor', 'member'],
      ...m,
    })),
  };
}

const text = (html: string): SectionSpec => ({
  type: 'text_description',
  records: [{ col2: html }],
});
/** The pages most fixtures link to. */
const BASE: Record<string, SectionSpec[]> = {
  home: [text('<p>Welcome</p>')],
  about_us: [text('<p>About</p>')],
  faq: [{ type: 'collapse_pan', records: [{ col1: 'Why?', col2: 'Because.' }] }],
  'taxation_services/gst-filing-help': [text('<p>GST</p>')],
  articles: [{ type: 'article_listing', records: [{ col1: 'How to Write an Honest Biodata' }] }],
  blogs: [{ type: 'blog_listing', records: [{ col1: 'Annual Day 2025' }] }],
  committee: [{ type: 'profile_block', records: [{ col1: 'Omprakash Mittal' }] }],
};

const check = (s: PublishedSite) => checkLinks(s, { origins: [ORIGIN] });
const broken = (s: PublishedSite) =>
  brokenLinks(s, { origins: [ORIGIN] }).map(({ path, where, reason }) => ({ path, where, reason }));
const pathsOf = (s: PublishedSite) => check(s).map((l) => l.path);

describe('links that resolve', () => {
  it('menus to content pages, member and entry screens, category children and entries', () => {
    const s = site(BASE, [
      { col1: 'About', col2: 'about_us' },
      { col1: 'Home', col2: 'home' },
      { col1: 'Contact Us', col2: 'contactus', col6: 'top_menu' },
      { col1: 'Login', col2: 'login', col6: 'top_menu', roles: ['visitor'] },
      { col1: 'Dashboard', col2: 'dashboard', roles: ['member'] },
      { col1: 'Blocked', col2: '/blocked_members', roles: ['member'] },
      { col1: 'GST', col2: 'taxation_services/gst-filing-help' },
      { col1: 'Biodata', col2: 'articles/How-to-Write-an-Honest-Biodata' },
      { col1: 'Annual Day', col2: 'blogs/Annual-Day-2025' },
      { col1: 'Mittal', col2: 'committee/Omprakash-Mittal' },
      { col1: 'Own origin', col2: `${ORIGIN}/faq` },
    ]);
    expect(broken(s)).toEqual([]);
    expect(check(s).filter((l) => l.source === 'menu')).toHaveLength(11);
  });

  it("records' link fields, rich text and the entry pages listings lead to", () => {
    const s = site({
      ...BASE,
      e_news: [
        {
          type: 'article_listing',
          records: [{ col1: 'Office closed on Monday?', col7: '/no-such-page' }],
        },
        {
          type: 'blog_listing',
          records: [{ col1: 'Annual Day 2025', col7: '/blogs/Annual-Day-2025' }],
        },
      ],
      gallery: [
        {
          type: 'card_list',
          records: [
            { col1: 'A', col7: '/about_us' },
            { col1: 'B', col7: 'faq' },
            {
              col1: 'C',
              col2: `<a href="/faq#why">FAQ</a> <a href='${ORIGIN}/about_us?x=1'>a</a>`,
            },
            {
              col1: 'D',
              col2: '<a href="mailto:office@trust.example">mail</a><a href="#top">t</a>',
            },
            {
              col1: 'E',
              col2: '<a href="https://elsewhere.example/x">x</a><a href="/media/site/a.pdf">pdf</a>',
            },
            { col1: 'F', col7: '#modal-register' },
          ],
        },
      ],
    });
    expect(broken(s)).toEqual([]);
    expect(pathsOf(s)).toEqual(
      expect.arrayContaining([
        // The notice opens as an article whatever its link field says.
        `/read_now/Office-closed-on-Monday_?rf=${s.records.find((r) => r.col1.startsWith('Office'))?.id}`,
        '/blogs/Annual-Day-2025',
        '/about_us',
        '/faq',
        '/about_us?x=1',
        // Each listing's entries: blogs by /blog/…?rf=, the committee by name.
        expect.stringMatching(/^\/blog\/Annual-Day-2025\?rf=\d+$/),
        expect.stringMatching(/^\/read_now\/How-to-Write-an-Honest-Biodata\?rf=\d+$/),
        '/committee/Omprakash-Mittal',
      ]),
    );
    // Mail, #anchors, other sites and media files are not the site's pages.
    expect(pathsOf(s).filter((p) => /mailto|top|elsewhere|media|modal/.test(p))).toEqual([]);
  });

  it('an old address that redirects to a page resolves, saying where it moved', () => {
    const s = site(
      BASE,
      [{ col1: 'Old', col2: 'about-the-trust' }],
      [{ from: '/about-the-trust', to: '/about_us' }],
    );
    expect(check(s).filter((l) => l.source === 'menu')).toEqual([
      expect.objectContaining({
        path: '/about-the-trust',
        resolves: true,
        reason: 'moved to /about_us: a content page',
      }),
    ]);
  });

  it('reads only what the site shows: no unknown section type, no field its type leaves out', () => {
    const s = site({
      ...BASE,
      odd: [
        {
          type: 'no_such_type',
          records: [{ col1: 'X', col7: '/nowhere', col2: '<a href="/nowhere">x</a>' }],
        },
        // The FAQ shows no link field and no second text.
        {
          type: 'collapse_pan',
          records: [{ col1: 'Q', col7: '/nowhere', col3: '<a href="/nowhere">x</a>' }],
        },
      ],
    });
    expect(broken(s)).toEqual([]);
  });
});

it('reads rich text as the service answers it: an href the cleaning drops is no link', () => {
  const s = site({
    ...BASE,
    odd: [
      text(
        [
          '<a href="/about_us">kept</a>',
          '<svg><a href="/in-svg">x</a></svg>',
          '<script>document.write(\'<a href="/in-script">\')</script>',
          '<template><a href="/in-template">x</a></template>',
          '<p title=\'<a href="/in-title">\'>t</p>',
          '<!-- <a href="/commented">x</a> -->',
        ].join(''),
      ),
    ],
  });
  const onOdd = check(s).filter((l) => l.where.startsWith('Page /odd'));
  expect(onOdd.map((l) => l.path)).toEqual(['/about_us']);
  expect(broken(s)).toEqual([]);
});

describe('links that do not resolve', () => {
  it('a menu entry whose slug is no page, named by its place in the menus', () => {
    const s = site(BASE, [
      { col1: 'Services', col2: 'services' },
      { col1: 'Matrimonial <b>Service</b>', col2: 'services/matrimonial', parent_id: 1 },
      { col1: 'Members area', col2: 'members_area', roles: ['member'], col6: 'top_menu' },
    ]);
    expect(broken(s)).toEqual([
      {
        path: '/services',
        where: 'Header menu › Services',
        reason: 'No page has the address /services.',
      },
      {
        path: '/services/matrimonial',
        where: 'Header menu › Services › Matrimonial Service',
        reason:
          'No page has the address /services/matrimonial, and no entry called “matrimonial” is on the services page.',
      },
      {
        path: '/members_area',
        where: 'Top menu › Members area (members only)',
        reason: 'No page has the address /members_area.',
      },
    ]);
  });

  it("a record's link, its rich text, a heading's text and an entry's photo text", () => {
    const s = site({
      ...BASE,
      'services/help': [
        {
          type: 'card_list',
          g_title: 'Cards',
          records: [
            { col1: 'Our <em>help</em>', col10: 'top_text', col2: '<a href="/gone-heading">x</a>' },
            { col1: 'Loans', col7: '/loans' },
            // Relative to the page's own address, as a browser reads it.
            {
              col1: '',
              col2: '<p>See <a href="rates">rates</a> and <a href="https://trust.example/old">old</a></p>',
            },
          ],
        },
      ],
      blogs: [
        {
          type: 'blog_listing',
          records: [
            {
              col1: 'Annual Day 2025',
              children: [{ col1: 'Stage', col2: '<a href="/stage">s</a>' }],
            },
          ],
        },
      ],
    });
    const id = s.records.find((r) => r.col2.includes('rates'))?.id;
    expect(broken(s)).toEqual([
      {
        path: '/stage',
        where:
          'Page /blogs › section 1 (blog listing) › record “Annual Day 2025” › record “Stage” › text',
        reason: 'No page has the address /stage.',
      },
      {
        path: '/gone-heading',
        where: 'Page /services/help › section “Our help” › heading text',
        reason: 'No page has the address /gone-heading.',
      },
      {
        path: '/loans',
        where: 'Page /services/help › section “Our help” › record “Loans” › link',
        reason: 'No page has the address /loans.',
      },
      {
        path: '/services/rates',
        where: `Page /services/help › section “Our help” › record no. ${id} › text`,
        reason:
          'No page has the address /services/rates, and no entry called “rates” is on the services page.',
      },
      {
        path: '/old',
        where: `Page /services/help › section “Our help” › record no. ${id} › text`,
        reason: 'No page has the address /old.',
      },
    ]);
  });

  it('detail addresses: no entry of that name, a missing or foreign rf, an rf that is no number', () => {
    const s = site(BASE, [
      { col1: 'a', col2: 'blogs/No-Such-Blog' },
      { col1: 'b', col2: 'read_now/Anything?rf=999' },
      { col1: 'c', col2: 'read_now/Anything?rf=abc' },
      // rf=1 is the home page's text record: no listed entry, not under articles.
      { col1: 'd', col2: 'read_now/Welcome?rf=2' },
      { col1: 'e', col2: 'committee/Nobody' },
      { col1: 'f', col2: 'articles/No-Such-Article' },
    ]);
    const article = s.records.find((r) => r.col1 === 'How to Write an Honest Biodata');
    const wrongName = site(BASE, [{ col1: 'g', col2: `read_now/Another-Title?rf=${article?.id}` }]);
    expect(broken(s).map((b) => [b.path, b.reason])).toEqual([
      ['/blogs/No-Such-Blog', 'No entry called “No-Such-Blog” is on the blogs page.'],
      [
        '/read_now/Anything?rf=999',
        'No entry numbered 999 (rf=999) is on the articles page or listed.',
      ],
      ['/read_now/Anything?rf=abc', 'rf=abc is not an entry number.'],
      ['/read_now/Welcome?rf=2', 'No entry numbered 2 (rf=2) is on the articles page or listed.'],
      ['/committee/Nobody', 'No entry called “Nobody” is on the committee page.'],
      [
        '/articles/No-Such-Article',
        'No page has the address /articles/No-Such-Article, and no entry called “No-Such-Article” is on the articles page.',
      ],
    ]);
    expect(broken(wrongName).map((b) => b.reason)).toEqual([
      'rf=' + article?.id + ' opens “How to Write an Honest Biodata”, not “Another-Title”.',
    ]);
  });

  it('a redirect to a page that is gone, and redirects that go round', () => {
    const s = site(
      BASE,
      [
        { col1: 'a', col2: 'old-gallery' },
        { col1: 'b', col2: 'ping' },
      ],
      [
        { from: '/old-gallery', to: '/gallery' },
        { from: '/ping', to: '/pong' },
        { from: '/pong', to: '/ping' },
      ],
    );
    expect(broken(s).map((b) => [b.path, b.reason])).toEqual([
      ['/old-gallery', 'Moved to /gallery, which fails: No page has the address /gallery.'],
      ['/ping', expect.stringContaining('Its redirects go round in a loop.')],
    ]);
  });

  it('the home page without sections is not found, like any content page', () => {
    const { home: _home, ...rest } = BASE;
    expect(
      broken(
        site(rest, [
          { col1: 'Home', col2: '' },
          { col1: 'Home', col2: 'home' },
        ]),
      ),
    ).toEqual([
      { path: '/home', where: 'Header menu › Home', reason: 'No page has the address /home.' },
    ]);
  });
});
