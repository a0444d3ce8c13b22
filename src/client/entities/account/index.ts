// Public face of the member's account: its calls (logout, data export, deletion, photos)
// and the member number people see.
export {
  accountApi,
  useLogoutMutation,
  useLazyExportMyDataQuery,
  useDeleteAccountMutation,
  useRemovePhotoMutation,
  useSetPhotoVisibilityMutation,
  useChangeEmailMutation,
  useChangeMobileMutation,
  useConfirmEmailChangeMutation,
} from './accountApi';
export { decodeMemberNo, encodeMemberId, memberProfileUrl } from './memberId';
