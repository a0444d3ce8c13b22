/**
 * The SPA's fixed routes, which the server needs to tell a page that exists from one that does
 * not (a real 404 instead of the app's HTML for every address). The client's router is the
 * source; src/client/app/siteRoutes.test.ts fails when the two disagree.
 */

/** Screens that exist whatever the content: account screens, forms, the search. */
export const FIXED_PAGES: readonly string[] = [
  'home',
  'contactus',
  'contact_us',
  'search',
  'login',
  'member_registration',
  'dashboard',
  'my_profile',
  'my_biodata',
  'search_matching',
  'intrested_member',
];

/** Service and article categories: each is a page, and each has child pages `category/name`. */
export const CATEGORY_PAGES: readonly string[] = [
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
