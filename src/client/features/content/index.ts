// Public face of the content feature: what other features may import.
export {
  contentApi,
  useGetAccessTokenQuery,
  useGetPgDataQuery,
  useGetPgDataWithChildQuery,
  useGetPgDataRecentArticlesQuery,
} from './contentApi';
export { referenceApi, useGetGotraListQuery, useGetStatesQuery } from './referenceApi';
export { contactApi, useAddContactRequestMutation } from './contactApi';
export { safeHref } from './media';
export { Media } from './Media';
export { formatEntryDate } from './sections/lib/dates';
