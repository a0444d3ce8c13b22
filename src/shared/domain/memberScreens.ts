/** A screen of the members area, or one of the two screens that lead into it. */
export interface MemberScreenSpec {
  /** The route, as react-router writes it (seed spellings kept: intrested_member). */
  path: string;
  /** 'member': behind the member frame (visitors go to /login?next=…); 'entry': open to visitors. */
  area: 'member' | 'entry';
  /** Its place and label in the member tab bar, or null when it has no tab. */
  tab: { position: number; label: string } | null;
  /**
   * Its link in the header's user menu, shown to visitors or to members (at its position; a
   * call to action stands out), or null.
   */
  userMenu: { for: 'visitor' | 'member'; position: number; label: string; cta?: true } | null;
  /** The document title before the menus say it (the menus' col3 starts with it). */
  title: string;
  /** robots.txt keeps crawlers out (Disallow). */
  noindex: boolean;
  /** The browser tests' route sweep visits it (a path with a parameter cannot be swept). */
  e2e: boolean;
  /**
   * Its code under src/client/features/, as a pattern: the bundle budget forbids it in the first
   * load of `/` (scripts/budgets.mjs).
   */
  code: string;
}

/**
 * The member screens: the one table. The client's routes and tab bar
 * (client/app/routes.tsx, the member frame's MemberTabs.tsx), robots.txt (webpack.config.ts), the
 * browser tests' route list (e2e/lib/routes.mjs) and the bundle budget (scripts/budgets.mjs)
 * derive from it. Adding a screen: docs/contributing.md.
 */
export const MEMBER_SCREENS = [
  {
    path: 'member_registration',
    area: 'entry',
    tab: null,
    userMenu: { for: 'visitor', position: 2, label: 'New Registration', cta: true },
    title: 'New Registration',
    noindex: false,
    e2e: true,
    code: 'registration/',
  },
  {
    path: 'login',
    area: 'entry',
    tab: null,
    userMenu: { for: 'visitor', position: 1, label: 'Login' },
    title: 'Member Login',
    noindex: false,
    e2e: true,
    code: 'auth/(LoginPage|LoginForm|authMachine|authEffects)',
  },
  {
    path: 'dashboard',
    area: 'member',
    tab: { position: 1, label: 'Dashboard' },
    userMenu: { for: 'member', position: 1, label: 'Dashboard' },
    title: 'My Dashboard',
    noindex: true,
    e2e: true,
    code: 'dashboard/',
  },
  {
    path: 'my_profile',
    area: 'member',
    tab: { position: 2, label: 'My Profile' },
    userMenu: { for: 'member', position: 2, label: 'My Profile' },
    title: 'My Profile',
    noindex: true,
    e2e: true,
    code: 'profile/',
  },
  {
    path: 'search_matching',
    area: 'member',
    tab: { position: 5, label: 'Search Matching' },
    userMenu: null,
    title: 'Search Matching Profiles',
    noindex: true,
    e2e: true,
    code: 'members/',
  },
  {
    path: 'intrested_member',
    area: 'member',
    tab: { position: 3, label: 'Interested Members' },
    userMenu: null,
    title: 'Interested Members',
    noindex: true,
    e2e: true,
    code: 'members/',
  },
  {
    path: 'my_biodata',
    area: 'member',
    tab: { position: 4, label: 'My Biodata' },
    userMenu: null,
    title: 'My Biodata',
    noindex: true,
    e2e: true,
    code: 'biodata/',
  },
  {
    // Issue #14 item 8: the members the member saved.
    path: 'shortlist',
    area: 'member',
    tab: { position: 6, label: 'Shortlist' },
    userMenu: null,
    title: 'My Shortlist',
    noindex: true,
    e2e: true,
    code: 'members/',
  },
  {
    // Issue #14 item 5: reached from My Profile.
    path: 'blocked_members',
    area: 'member',
    tab: null,
    userMenu: null,
    title: 'Blocked Members',
    noindex: true,
    e2e: true,
    code: 'safety/',
  },
  {
    // The bell's full list and the mail settings (issue 14); the bell is in the member frame.
    path: 'notifications',
    area: 'member',
    tab: null,
    userMenu: { for: 'member', position: 3, label: 'Notifications' },
    title: 'Notifications',
    noindex: true,
    e2e: true,
    code: 'notifications/',
  },
  {
    // View Profile: id is the member's account_info_id.
    path: 'member/:id',
    area: 'member',
    tab: null,
    userMenu: null,
    title: 'View Profile',
    noindex: false,
    e2e: false,
    code: 'members/',
  },
  {
    // The link mailed to a new email address opens it (issue #14 item 7); no menu record, like
    // View Profile: a link in a mail, never a menu entry.
    path: 'confirm-email',
    area: 'entry',
    tab: null,
    userMenu: null,
    title: 'Confirm your email',
    noindex: true,
    e2e: true,
    code: 'confirmEmail/',
  },
  {
    // The photo link mailed at registration (issue #15 item 7): a member awaiting verification
    // adds photos; a link in a mail, never a menu entry.
    path: 'add_photos',
    area: 'entry',
    tab: null,
    userMenu: null,
    title: 'Add your photos',
    noindex: true,
    e2e: true,
    code: 'addPhotos/',
  },
] as const satisfies readonly MemberScreenSpec[];

export type MemberScreenPath = (typeof MEMBER_SCREENS)[number]['path'];

/** The member frame (layout and tab bar) around the 'member' screens: its code, as above. */
export const MEMBER_FRAME_CODE = 'memberArea/';

const screens: readonly MemberScreenSpec[] = MEMBER_SCREENS;

/** The tab bar, in its order. */
export const MEMBER_TABS = screens
  .flatMap((s) => (s.tab ? [{ to: `/${s.path}`, ...s.tab }] : []))
  .sort((a, b) => a.position - b.position)
  .map(({ to, label }) => ({ to, label }));

/** The header's user menu: its links for visitors or for members, in their order. */
export const userMenuLinks = (shownTo: 'visitor' | 'member') =>
  screens
    .flatMap((s) => (s.userMenu?.for === shownTo ? [{ to: `/${s.path}`, ...s.userMenu }] : []))
    .sort((a, b) => a.position - b.position)
    .map(({ to, label, cta }) => ({ to, label, cta: cta === true }));

/** Pages the user menu links to (for visitors or members): the top strip leaves them to it. */
export const USER_MENU_PATHS: ReadonlySet<string> = new Set(
  screens.filter((s) => s.userMenu).map((s) => s.path),
);

/** The routes the browser tests sweep, without their leading slash. */
export const SWEPT_MEMBER_ROUTES = screens.filter((s) => s.e2e).map((s) => s.path);

/** The title of a member screen by its pathname ('/member/12' → 'View Profile'), or null. */
export function memberScreenTitle(pathname: string): string | null {
  const parts = pathname.replace(/^\/+|\/+$/g, '').split('/');
  const screen = screens.find((s) => {
    const pattern = s.path.split('/');
    return (
      pattern.length === parts.length &&
      pattern.every((p, i) => p.startsWith(':') || p === parts[i])
    );
  });
  return screen?.title ?? null;
}

/** robots.txt: everything allowed but the call endpoint and the screens kept out of search. */
export const robotsTxt = (): string =>
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api',
    ...screens.filter((s) => s.noindex).map((s) => `Disallow: /${s.path}`),
    // The staff console (not a member screen): never indexed.
    'Disallow: /team',
    '',
  ].join('\n');

/** Sources of member screens (and their frame) that must stay out of the first load of `/`. */
export const memberCodePattern = (): RegExp =>
  new RegExp(
    `src/client/features/(${[...new Set([MEMBER_FRAME_CODE, ...screens.map((s) => s.code)])].join('|')})`,
  );
