export {
  sessionSlice,
  loggedIn,
  loggedOut,
  expired,
  selectSessionUser,
  selectToken,
  selectIsLoggedIn,
  type SessionState,
} from './sessionSlice';
export { loadSession, saveSession } from './sessionStorage';
export { decodeMemberNo } from './memberId';
export {
  sessionApi,
  useRegisterMemberMutation,
  useUpdateProfileMutation,
  loginCall,
  useLoginMutation,
  useRegisterWithOTPMutation,
  useLogotpMutation,
  useResendOTPMutation,
  useResetForgotPasswordMutation,
  useGetMyProfileQuery,
  useUploadProPicMutation,
  useGetDashboardDataQuery,
} from './sessionApi';
export {
  accountApi,
  useLogoutMutation,
  useLazyExportMyDataQuery,
  useDeleteAccountMutation,
  useRemovePhotoMutation,
  useSetPhotoVisibilityMutation,
} from './accountApi';
