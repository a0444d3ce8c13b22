import { baseApi } from '../../api/baseApi';
import { wireMutation, wireQuery } from '../../api/wireEndpoints';

/** The Pages screen's calls (src/shared/protocol/pagesEditCalls.ts). */
export const pagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    pagesList: wireQuery(build, 'pagesList', { tags: ['Pages'] }),
    pageOpen: wireQuery(build, 'pageOpen', { tags: ['Pages'] }),
    pagePreview: wireQuery(build, 'pagePreview', { tags: ['Pages'] }),
    pageCompare: wireQuery(build, 'pageCompare', { tags: ['Pages'] }),
    // A draft is for staff only: the site's pages ('Page') stay as they are.
    pageSaveDraft: wireMutation(build, 'pageSaveDraft', { invalidates: ['Pages'] }),
    pageDiscardDraft: wireMutation(build, 'pageDiscardDraft', { invalidates: ['Pages'] }),
    // A publish or restore changes what visitors see: the site's pages are read afresh too.
    pagePublish: wireMutation(build, 'pagePublish', { invalidates: ['Pages', 'Page'] }),
    pageRestore: wireMutation(build, 'pageRestore', { invalidates: ['Pages', 'Page'] }),
  }),
});

export const {
  usePagesListQuery,
  usePageOpenQuery,
  usePagePreviewQuery,
  usePageCompareQuery,
  usePageSaveDraftMutation,
  usePageDiscardDraftMutation,
  usePagePublishMutation,
  usePageRestoreMutation,
} = pagesApi;
