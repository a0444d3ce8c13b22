/** A screen of the team console at /team (the member screens have memberScreens.ts). */
export interface StaffScreenSpec {
  /** Its key: the console's component table and the server's counts use it. */
  id: string;
  /** Its route under /team ('inbox' → /team/inbox); its own pages hang below it. */
  path: string;
  /** Its link in the console's navigation. */
  label: string;
  /** The staff roles that see it (the calls it makes list the same roles in the registry). */
  roles: readonly ('admin' | 'verifier' | 'editor')[];
  /** A count beside the link (the server's consoleCounts), and the word after it, or null. */
  count: { words: string } | null;
}

const DESK = ['admin', 'verifier'] as const;
const ADMIN = ['admin'] as const;
/** The site's content: editors and admins (issue #17). */
const CONTENT = ['admin', 'editor'] as const;

/**
 * The console's screens: the one table. The navigation (in this order), the routes and the
 * counts beside the links derive from it; the component of each is in the console's
 * CONSOLE_SCREENS (src/client/console/screens.tsx), the count in the server's counters
 * (src/server/staff/console/counts.ts). Adding a screen: docs/contributing.md.
 */
export const STAFF_SCREENS = [
  {
    id: 'desk',
    path: 'desk',
    label: 'Verification desk',
    roles: DESK,
    count: { words: 'waiting' },
  },
  { id: 'inbox', path: 'inbox', label: 'Write to Us', roles: DESK, count: { words: 'unhandled' } },
  { id: 'members', path: 'members', label: 'Members', roles: DESK, count: null },
  // The trust office registers a family's biodata (issue #16 item 9); it then waits at the desk.
  { id: 'register', path: 'register', label: 'Register a family', roles: DESK, count: null },
  // Members' reports of other members (issue #14): each closed with a note.
  { id: 'reports', path: 'reports', label: 'Reports', roles: DESK, count: { words: 'open' } },
  // The trust's figures by week, the queue's wait, verified members by age (issue #16 item 7).
  { id: 'stats', path: 'stats', label: 'Statistics', roles: ADMIN, count: null },
  { id: 'audit', path: 'audit', label: 'Audit log', roles: ADMIN, count: null },
  { id: 'staff', path: 'staff', label: 'Staff', roles: ADMIN, count: null },
  // The trust's name, details, footer, popup and mail words, with their history (issue #17).
  { id: 'settings', path: 'settings', label: 'Site settings', roles: CONTENT, count: null },
  // The main menu and the top menu, with their history (issue #17 item 2).
  { id: 'menus', path: 'menus', label: 'Menus', roles: CONTENT, count: null },
  // The site's pages: drafts, preview, publish and history (issue #17).
  { id: 'pages', path: 'pages', label: 'Pages', roles: CONTENT, count: null },
  // The published site's broken internal links (issue #17 item 7).
  { id: 'links', path: 'links', label: 'Link check', roles: CONTENT, count: null },
  // The site's pictures: upload with alt text, where used, replace everywhere (issue #17 item 6).
  { id: 'media', path: 'media', label: 'Media', roles: CONTENT, count: null },
] as const satisfies readonly StaffScreenSpec[];

export type StaffScreenId = (typeof STAFF_SCREENS)[number]['id'];
export type CountedScreenId = Extract<(typeof STAFF_SCREENS)[number], { count: object }>['id'];

const screens: readonly StaffScreenSpec[] = STAFF_SCREENS;

/** The screens a role sees, in the navigation's order. */
export const staffScreensFor = (role: string | null): StaffScreenSpec[] =>
  screens.filter((s) => s.roles.some((r) => r === role));

/** The link of a screen: `/team/<path>`. */
export const staffScreenHref = (id: StaffScreenId): string =>
  `/team/${screens.find((s) => s.id === id)?.path ?? ''}`;
