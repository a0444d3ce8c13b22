import { baseApi } from '../../api/baseApi';
import { wireMutation, wireQuery } from '../../api/wireEndpoints';

/** The media library's calls (src/shared/protocol/mediaCalls.ts), in the one createApi. */
export const mediaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    mediaList: wireQuery(build, 'mediaList', { tags: ['Media'] }),
    mediaUses: wireQuery(build, 'mediaUses', { tags: ['Media'] }),
    mediaUpload: wireMutation(build, 'mediaUpload', { invalidates: ['Media'] }),
    mediaSave: wireMutation(build, 'mediaSave', { invalidates: ['Media'] }),
    mediaReplace: wireMutation(build, 'mediaReplace', { invalidates: ['Media'] }),
    mediaDelete: wireMutation(build, 'mediaDelete', { invalidates: ['Media'] }),
  }),
});

export const {
  useMediaListQuery,
  useMediaUsesQuery,
  useMediaUploadMutation,
  useMediaSaveMutation,
  useMediaReplaceMutation,
  useMediaDeleteMutation,
} = mediaApi;
