// Public face of the session: who is logged in, the calls that log in and read the member.
export {
  sessionSlice,
  loggedIn,
  loggedOut,
  expired,
  selectSessionUser,
  selectToken,
  selectIsLoggedIn,
  selectSessionChecking,
  selectSessionNotice,
  noticeDismissed,
  profileLoaded,
  type SessionState,
} from './sessionSlice';
export { loadSession, saveSession } from './sessionStorage';
export { loginPathFor, safeReturnPath } from './returnTo';
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
export { createNavigation, useNavigationBridge, type AppExtra } from './navigation';
