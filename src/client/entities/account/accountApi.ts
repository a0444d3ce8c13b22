import { baseApi } from '../../api/baseApi';
import { wireMutation, wireQuery } from '../../api/wireEndpoints';

/** A member's own account: ending the session, their data, deletion and photo settings. */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    logout: wireMutation(build, 'logout'),
    exportMyData: wireQuery(build, 'exportMyData'),
    deleteAccount: wireMutation(build, 'deleteAccount'),
    removePhoto: wireMutation(build, 'removePhoto', { invalidates: ['Profile'] }),
    setPhotoVisibility: wireMutation(build, 'setPhotoVisibility', { invalidates: ['Profile'] }),
    changeEmail: wireMutation(build, 'changeEmail', { invalidates: ['Profile'] }),
    changeMobile: wireMutation(build, 'changeMobile', { invalidates: ['Profile'] }),
    confirmEmailChange: wireMutation(build, 'confirmEmailChange', { invalidates: ['Profile'] }),
  }),
});

export const {
  useLogoutMutation,
  useLazyExportMyDataQuery,
  useDeleteAccountMutation,
  useRemovePhotoMutation,
  useSetPhotoVisibilityMutation,
  useChangeEmailMutation,
  useChangeMobileMutation,
  useConfirmEmailChangeMutation,
} = accountApi;
