// The content domain's public face: what other server folders may use of it. Other domains import
// only this file, never the domain's handlers, repositories or helpers directly.
export {
  getAccessToken,
  getPgData,
  getPgDataRecentArticles,
  getPgDataWithChild,
} from './handlers/content';
export { getGotraList, getStates } from './handlers/reference';
export { checkPublishedLinks } from './linkCheck';
export type { CheckedLink } from './links/types';
export { exportContent } from './export';
export { loadContent, loadContentIfEmpty } from './load';
export { makeVariant, mediaDir } from './media';
export { findChildren, findEntry, findListedEntry, findSections } from './repositories/content';
export { redirectFor, REDIRECTS_META_KEY, type Redirect } from './redirects';
export { CONTENT_VERSION_KEY, getMeta, newContentVersion } from './repositories/contentStore';
export { findMenuBySlug, listMenus } from './repositories/menus';
export { localiseMenuRow, localiseRecordRow } from './localise';
export {
  addRedirect,
  countMenuVersions,
  findMenuVersion,
  keepMenuVersion,
  latestMenuVersion,
  listMenuVersions,
  moveSections,
  readMenuTree,
  writeMenuTree,
} from './repositories/menuEdit';
export { MenusEditedError, PagesEditedError, type MenusOnLoad } from './load';
export { pageAnswerOf, inDisplayOrder } from './pageAnswer';
export { brokenLinksOfPage, placeOnPage } from './pageLinks';
export {
  deleteDraft,
  pageAddresses,
  pageHistory,
  parsePageDoc,
  plannedPageRows,
  readDraft,
  readPublishedPage,
  saveDraft,
  writePublishedPage,
} from './repositories/pageEdit';
export { gotraExists, listGotras, stateExists } from './repositories/reference';
