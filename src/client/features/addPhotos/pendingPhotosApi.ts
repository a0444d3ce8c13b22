import { baseApi } from '../../api/baseApi';
import { wireMutation, wireQuery } from '../../api/wireEndpoints';

/**
 * The photo link of a member awaiting verification (requirements §4.7.2): her photos by the
 * link's ticket, and the upload. They hang on 'Profile', the tag of a member's own photos.
 */
export const pendingPhotosApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPendingPhotos: wireQuery(build, 'getPendingPhotos', { tags: ['Profile'] }),
    uploadPendingPhoto: wireMutation(build, 'uploadPendingPhoto', { invalidates: ['Profile'] }),
  }),
});

export const { useGetPendingPhotosQuery, useUploadPendingPhotoMutation } = pendingPhotosApi;
