import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { serverAnswersHydrated } from './serverAnswers';
import { wireBaseQuery } from './wireBaseQuery';

/**
 * The server's page writer (src/client/ssr) renders a page until its calls are answered: there
 * the hooks start their calls during render, as effects never run (a build-time constant, so the
 * browser's bundle keeps RTK Query's usual hooks).
 */
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: process.env.SSR === 'true' }),
);

export const TAG_TYPES = [
  'Access',
  'Page',
  'Profile',
  'Dashboard',
  'Members',
  'Requests',
  'Desk',
  'Pause',
  'Shortlist',
  'Blocked',
  'Reports',
  'Notifications',
  // The team console's screens beyond the desk (src/client/console).
  'Inbox',
  'MemberFile',
  'Staff',
  // The console's Site settings screen and its history (issue #17).
  'SiteSettings',
  // The console's Menus screen and its history (issue #17 item 2).
  'Menus',
  // The console's Pages screen: drafts, preview and history (issue #17).
  'Pages',
  // The console's media library (issue #17 item 6).
  'Media',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** The one API slice; each feature adds its calls with injectEndpoints. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: wireBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
  // The answers a server-written page was rendered from (issue #19 item 1): hydration makes no calls.
  // Typed as the whole api state, but RTK Query takes only its queries and mutations.
  extractRehydrationInfo: (action) =>
    serverAnswersHydrated.match(action) ? (action.payload as never) : undefined,
});
