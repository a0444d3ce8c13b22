import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { CATEGORIES } from '../../shared/domain/categories';
import { MEMBER_SCREENS, type MemberScreenPath } from '../../shared/domain/memberScreens';
import { AppShell } from '../features/layout/AppShell';
import { RouteError } from './RouteError';
import { lazyPage } from './lazyPage';

// Route screens are chunks of their own: the first load carries only the shell. The public ones
// name their chunk, so a page the server draws links its style sheet (components/usedChunks.ts).
const contentRoutes = () =>
  import(/* webpackChunkName: "page-content" */ '../features/content/pages/contentRoutes');
const HomeRoute = lazyPage(() => contentRoutes().then((m) => m.HomeRoute), 'page-content');
const LocRoute = lazyPage(() => contentRoutes().then((m) => m.LocRoute), 'page-content');
const CategoryChildRoute = lazyPage(
  () => contentRoutes().then((m) => m.CategoryChildRoute),
  'page-content',
);
const PathRoute = lazyPage(() => contentRoutes().then((m) => m.PathRoute), 'page-content');
const DetailPage = lazyPage(
  () =>
    import(/* webpackChunkName: "page-detail" */ '../features/content/pages/DetailPage').then(
      (m) => m.DetailPage,
    ),
  'page-detail',
);
const ContactRoute = lazyPage(
  () =>
    import(/* webpackChunkName: "page-contact" */ '../features/content/pages/ContactRoute').then(
      (m) => m.ContactRoute,
    ),
  'page-contact',
);
const SearchPage = lazyPage(
  () =>
    import(/* webpackChunkName: "page-search" */ '../features/search/SearchPage').then(
      (m) => m.SearchPage,
    ),
  'page-search',
);

// Member screens (formik, yup and xstate live only in these chunks), and their frame.
const MemberLayout = lazyPage(() =>
  import(/* webpackChunkName: "member-layout" */ '../features/memberArea/MemberLayout').then(
    (m) => m.MemberLayout,
  ),
);
const LoginPage = lazyPage(
  () =>
    import(/* webpackChunkName: "page-login" */ '../features/auth/LoginPage').then(
      (m) => m.LoginPage,
    ),
  'page-login',
);
const RegistrationPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-registration" */ '../features/registration/RegistrationPage'
    ).then((m) => m.RegistrationPage),
  'page-registration',
);
const DashboardPage = lazyPage(() =>
  import(/* webpackChunkName: "page-dashboard" */ '../features/dashboard/DashboardPage').then(
    (m) => m.DashboardPage,
  ),
);
const ProfilePage = lazyPage(() =>
  import(/* webpackChunkName: "page-profile" */ '../features/profile/ProfilePage').then(
    (m) => m.ProfilePage,
  ),
);
const BiodataPage = lazyPage(() =>
  import(/* webpackChunkName: "page-biodata" */ '../features/biodata/BiodataPage').then(
    (m) => m.BiodataPage,
  ),
);

const NotificationsPage = lazyPage(() =>
  import(
    /* webpackChunkName: "page-notifications" */ '../features/notifications/NotificationsPage'
  ).then((m) => m.NotificationsPage),
);
const ConfirmEmailPage = lazyPage(() =>
  import(/* webpackChunkName: "page-confirm-email" */ '../features/confirmEmail').then(
    (m) => m.ConfirmEmailPage,
  ),
);
const AddPhotosPage = lazyPage(() =>
  import(/* webpackChunkName: "page-add-photos" */ '../features/addPhotos').then(
    (m) => m.AddPhotosPage,
  ),
);

// Search and interest requests (one chunk: the three screens share the request machine).
const membersPages = () =>
  import(/* webpackChunkName: "page-members" */ '../features/members/memberPages');
const SearchMatchingPage = lazyPage(() => membersPages().then((m) => m.SearchMatchingPage));
const InterestedMembersPage = lazyPage(() => membersPages().then((m) => m.InterestedMembersPage));
const MemberProfilePage = lazyPage(() => membersPages().then((m) => m.MemberProfilePage));
const ShortlistPage = lazyPage(() => membersPages().then((m) => m.ShortlistPage));
const BlockedMembersPage = lazyPage(() =>
  import(/* webpackChunkName: "page-blocked" */ '../features/safety/BlockedMembersPage').then(
    (m) => m.BlockedMembersPage,
  ),
);

/**
 * The screen of each row of shared/domain/memberScreens.ts (the compiler refuses a missing or an
 * unknown one). Its 'member' screens sit in the member frame: visitors are sent to /login?next=…
 * and come back after it.
 */
const SCREENS: Record<MemberScreenPath, ReactElement> = {
  member_registration: <RegistrationPage />,
  login: <LoginPage />,
  dashboard: <DashboardPage />,
  my_profile: <ProfilePage />,
  my_biodata: <BiodataPage />,
  search_matching: <SearchMatchingPage />,
  intrested_member: <InterestedMembersPage />,
  shortlist: <ShortlistPage />,
  blocked_members: <BlockedMembersPage />,
  notifications: <NotificationsPage />,
  'member/:id': <MemberProfilePage />,
  'confirm-email': <ConfirmEmailPage />,
  add_photos: <AddPhotosPage />,
};
const screenRoutes = (area: 'member' | 'entry'): RouteObject[] =>
  MEMBER_SCREENS.filter((s) => s.area === area).map((s) => ({
    path: s.path,
    element: SCREENS[s.path],
  }));

// The staff console (/team): its own chunk and frame, never in the public first load.
const ConsoleApp = lazyPage(() =>
  import(/* webpackChunkName: "console" */ '../console').then((m) => m.ConsoleApp),
);

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
  { path: 'search', element: <SearchPage /> },
  ...screenRoutes('entry'),
  { element: <MemberLayout />, children: screenRoutes('member') },
  { path: '*', element: <PathRoute /> },
];

/**
 * The shell stays on screen when a page fails: the pathless route's error screen replaces only
 * the main content. The root error screen is the last resort if the shell itself fails.
 */
export const appRoutes: RouteObject[] = [
  { path: '/team/*', element: <ConsoleApp />, errorElement: <RouteError /> },
  {
    path: '/',
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [{ errorElement: <RouteError />, children: pageRoutes }],
  },
];
