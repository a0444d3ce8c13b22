import { CATEGORIES } from './categories';
import { MEMBER_SCREENS } from './memberScreens';

/**
 * The SPA's fixed routes, which the server needs to tell a page that exists from one that does
 * not (a real 404 instead of the app's HTML for every address). The client's router is the
 * source; src/client/app/siteRoutes.test.ts fails when the two disagree.
 */

/** Screens that exist whatever the content: home, the contact forms, the search, and every
 * account and member screen of the member-screens table (member/:id is checked on its own). */
export const FIXED_PAGES: readonly string[] = [
  'home',
  'contactus',
  'contact_us',
  'search',
  ...MEMBER_SCREENS.map((s) => s.path).filter((p) => !p.includes(':')),
];

/** Service and article categories: each is a page, and each has child pages `category/name`. */
export const CATEGORY_PAGES: readonly string[] = CATEGORIES;

/** Detail routes `first/:name`: the page key whose entries they open (by uri_key or ?rf=id). */
export const DETAIL_ROUTES: Readonly<Record<string, string>> = {
  blogs: 'blogs',
  blog: 'blogs',
  committee: 'committee',
  community: 'community',
  read_now: 'articles',
};

/** View Profile: `member/:id`, id being the member's account_info_id. */
export const MEMBER_ROUTE = 'member';

/** The staff console: `team` and everything under it is the console's own router's. */
export const CONSOLE_ROUTE = 'team';
