// Builds the list of public routes from the service itself (menus, listing pages), so the sweep
// follows the content instead of a hand-kept list that would drift from it.
import { call, describeAnswer } from './service.mjs';

/** Requirements §2's category pages; each has child routes /{category}/{name}. */
export const CATEGORIES = [
  'taxation_services',
  'auditing_and_financial_assistance',
  'fund_sourcing',
  'business_management_services',
  'business_registration_services',
  'legal_assistance',
  'startup_assistance',
  'services',
  'articles',
];

export const MEMBER_ROUTES = [
  'member_registration',
  'login',
  'dashboard',
  'my_profile',
  'search_matching',
  'intrested_member',
  'my_biodata',
];

const seg = (s) => encodeURIComponent(s);
const isExternal = (slug) =>
  slug === 'consultation' || /^[a-z]+:/i.test(slug) || slug.startsWith('//');

// Entries of listing-like sections first; banners and notices title a page, they are not entries.
const NOT_ENTRIES = /banner|scroll_message|hero/;
const records = (page) =>
  [...page.sections]
    .sort((a, b) => Number(NOT_ENTRIES.test(a.type)) - Number(NOT_ENTRIES.test(b.type)))
    .flatMap((s) => s.records ?? []);

/** The first entry of a listing page whose detail page the service can give. */
async function firstEntry(loc) {
  const answer = await call('getPgData', { loc });
  if (answer.status !== '1' || !answer.value?.sections)
    return { error: `getPgData(loc '${loc}') answered ${describeAnswer(answer)}` };
  // A heading row (col10 top_text) titles the listing; it is not an entry.
  const candidates = records(answer.value)
    .filter((r) => r.uri_key && r.col1 && r.col10 !== 'top_text')
    .slice(0, 8);
  for (const entry of candidates) {
    const detail = await call('getPgDataWithChild', { loc, uri_key: entry.uri_key });
    if (detail.status === '1' && detail.value?.record?.id === entry.id) return { entry };
  }
  return {
    error: `none of getPgData(loc '${loc}')'s first records has a detail page: ${candidates
      .map((r) => r.uri_key)
      .join(', ')}`,
  };
}

/**
 * Resolves to { routes, problems }. A route: { path, kind, label, expect? } where expect.title is the
 * h1 a detail page must show; problems are discovery failures the tests report.
 */
export async function discoverRoutes() {
  const problems = [];
  const routes = new Map();
  // First come wins, except that a detail route (which knows the title to expect) replaces a menu
  // entry pointing at the same path.
  const add = (path, kind, label, extra = {}) => {
    if (!routes.has(path) || kind === 'detail') routes.set(path, { path, kind, label, ...extra });
  };

  add('/', 'home', 'home (empty path)');
  add('/home', 'home', 'home');

  const access = await call('getAccessToken');
  const menus = access.value?.menus ?? [];
  if (access.status !== '1' || menus.length === 0)
    problems.push(`getAccessToken gave no menu records: ${describeAnswer(access)}`);
  const menuSlugs = [];
  for (const m of menus) {
    const slug = String(m.col2 ?? '')
      .trim()
      .replace(/^\/+/, '');
    if (isExternal(slug) || slug.startsWith('#')) continue;
    menuSlugs.push(slug);
    add(`/${slug.split('/').map(seg).join('/')}`, 'menu', `menu "${m.col1}"`, {
      menu: { title: m.col3 ?? '', description: m.col4 ?? '', roles: m.roles ?? [] },
    });
  }

  // Requirements §2's members-area routes: a visitor's menus may leave them out, but a visitor can still
  // land on them (a bookmark, a shared link) and must see something sensible.
  for (const slug of MEMBER_ROUTES) add(`/${slug}`, 'member', `members area /${slug}`);

  add('/contactus', 'contact', 'contact (/contactus)');
  add('/contact_us', 'contact', 'contact (/contact_us)');

  const details = [
    [
      'blogs',
      (e) => [
        `/blogs/${seg(e.uri_key)}`,
        `/blog/${seg(e.uri_key)}`,
        `/blog/${seg(e.uri_key)}?rf=${e.id}`,
      ],
    ],
    ['articles', (e) => [`/read_now/${seg(e.uri_key)}?rf=${e.id}`]],
    ['committee', (e) => [`/committee/${seg(e.uri_key)}`]],
    ['community', (e) => [`/community/${seg(e.uri_key)}`]],
  ];
  for (const [loc, pathsOf] of details) {
    const { entry, error } = await firstEntry(loc);
    if (error) {
      problems.push(`no ${loc} detail route: ${error}`);
      continue;
    }
    for (const path of pathsOf(entry))
      add(path, 'detail', `${loc} detail "${entry.col1}"`, {
        expect: { title: entry.col1, loc, id: entry.id, uri_key: entry.uri_key },
      });
  }

  for (const category of CATEGORIES.filter((c) => menuSlugs.includes(c))) {
    if (menuSlugs.some((s) => s.startsWith(`${category}/`))) continue; // the menus already hold one
    const child = await categoryChild(category);
    if (child) add(child, 'category-child', `child of ${category}`);
    else problems.push(`category ${category}: found no child page (/${category}/{name}) to visit`);
  }

  add('/no-such-page', 'not-found', 'unknown path');
  return { routes: [...routes.values()], problems };
}

/** A child page of a category: a link the category page holds, else an entry whose page exists. */
async function categoryChild(category) {
  const answer = await call('getPgData', { loc: category });
  if (answer.status !== '1') return null;
  const all = records(answer.value);
  const linked = all
    .map((r) => String(r.col7 ?? '').replace(/^\/+/, ''))
    .find((link) => link.startsWith(`${category}/`) && link.length > category.length + 1);
  if (linked) return `/${linked}`;
  for (const r of all.filter((x) => x.uri_key).slice(0, 6)) {
    const probe = await call('getPgData', { loc: `${category}/${r.uri_key}` });
    if (probe.status === '1') return `/${category}/${seg(r.uri_key)}`;
  }
  return null;
}

/** File-name slug of a route: "/" → "root", "/blog/a?rf=3" → "blog-a-rf-3". */
export const routeSlug = (path) =>
  path === '/'
    ? 'root'
    : decodeURIComponent(path)
        .replace(/^\/+/, '')
        .replace(/[^\p{L}\p{M}\p{N}_-]+/gu, '-')
        .replace(/-+/g, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 80) || 'route';
