import type { RouteObject } from 'react-router-dom';
import { AppShell } from '../features/layout/AppShell';
import { RouteError } from './RouteError';
import { lazyPage } from './lazyPage';

// Route screens are chunks of their own: the first load carries only the shell.
const contentRoutes = () =>
  import(/* webpackChunkName: "page-content" */ '../features/content/pages/contentRoutes');
const HomeRoute = lazyPage(() => contentRoutes().then((m) => m.HomeRoute));
const LocRoute = lazyPage(() => contentRoutes().then((m) => m.LocRoute));
const CategoryChildRoute = lazyPage(() => contentRoutes().then((m) => m.CategoryChildRoute));
const PathRoute = lazyPage(() => contentRoutes().then((m) => m.PathRoute));
const DetailPage = lazyPage(() =>
  import(/* webpackChunkName: "page-detail" */ '../features/content/pages/DetailPage').then(
    (m) => m.DetailPage,
  ),
);
const ContactRoute = lazyPage(() =>
  import(/* webpackChunkName: "page-contact" */ '../features/content/pages/ContactRoute').then(
    (m) => m.ContactRoute,
  ),
);

/** Seed §2's service and article categories: each is a page, and each has child pages. */
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
] as const;

/**
 * Member screens of seed §2. Until their own screens are built they show the service's content
 * for that page key, like any other page.
 */
export const MEMBER_PAGES = [
  'member_registration',
  'login',
  'dashboard',
  'my_profile',
  'search_matching',
  'intrested_member',
  'my_biodata',
] as const;

/** Detail routes: path → the page key their entries are listed under. */
const DETAILS: [path: string, loc: string][] = [
  ['blogs/:name', 'blogs'],
  ['blog/:name', 'blogs'],
  ['committee/:name', 'committee'],
  ['community/:name', 'community'],
  ['read_now/:title', 'articles'],
];

const pageRoutes: RouteObject[] = [
  { index: true, element: <HomeRoute /> },
  { path: 'home', element: <HomeRoute /> },
  ...CATEGORIES.flatMap((category) => [
    { path: category, element: <LocRoute loc={category} /> },
    { path: `${category}/:name`, element: <CategoryChildRoute category={category} /> },
  ]),
  ...DETAILS.map(([path, loc]) => ({ path, element: <DetailPage loc={loc} /> })),
  { path: 'contactus', element: <ContactRoute /> },
  { path: 'contact_us', element: <ContactRoute /> },
  ...MEMBER_PAGES.map((page) => ({ path: page, element: <LocRoute loc={page} /> })),
  { path: '*', element: <PathRoute /> },
];

/**
 * The shell stays on screen when a page fails: the pathless route's error screen replaces only
 * the main content. The root error screen is the last resort if the shell itself fails.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [{ errorElement: <RouteError />, children: pageRoutes }],
  },
];
