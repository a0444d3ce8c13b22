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
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** The one API slice; each feature adds its calls with injectEndpoints. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: wireBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
