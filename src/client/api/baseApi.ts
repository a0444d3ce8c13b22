import { createApi } from '@reduxjs/toolkit/query/react';
import { wireBaseQuery } from './wireBaseQuery';

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
});
