// Public face of the site's content calls: the menus and access answer, pages, detail pages and
// recent entries. The content feature renders them; the menus and the layout read them too.
export {
  contentApi,
  useGetAccessTokenQuery,
  useGetPgDataQuery,
  useGetPgDataWithChildQuery,
  useGetPgDataRecentArticlesQuery,
} from './contentApi';
