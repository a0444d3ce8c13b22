import { baseApi } from '../../api/baseApi';
import { wireMutation, wireQuery } from '../../api/wireEndpoints';

/** Accounts calls of requirements §7: registration, login, OTP, password, own profile and dashboard. */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    register_member: wireMutation(build, 'register_member'),
    logint: wireMutation(build, 'logint', { invalidates: ['Access', 'Profile', 'Dashboard'] }),
    registerWithOTP: wireMutation(build, 'registerWithOTP'),
    logotp: wireMutation(build, 'logotp', { invalidates: ['Access', 'Profile', 'Dashboard'] }),
    resendOTP: wireMutation(build, 'resendOTP'),
    resetForgotPassword: wireMutation(build, 'resetForgotPassword'),
    resetPasswordAndLogin: wireMutation(build, 'resetPasswordAndLogin', {
      invalidates: ['Access', 'Profile', 'Dashboard'],
    }),
    getMyProfile: wireQuery(build, 'getMyProfile', { tags: ['Profile'] }),
    // My Profile reloads the profile itself after an update (requirements §8), so that it can reset the form.
    // A save may answer the team's request for changes (issue 16): the dashboard is read again.
    update_profile: wireMutation(build, 'update_profile', { invalidates: ['Dashboard'] }),
    uploadProPic: wireMutation(build, 'uploadProPic', { invalidates: ['Profile'] }),
    getDashboardData: wireQuery(build, 'getDashboardData', { tags: ['Dashboard'] }),
  }),
});

// The wire names keep the seed's spelling; the hooks get readable names.
export const useRegisterMemberMutation = sessionApi.endpoints.register_member.useMutation;
export const useUpdateProfileMutation = sessionApi.endpoints.update_profile.useMutation;
/** The login call (curl_type logint): features name it so; only this layer says logint. */
export const loginCall = sessionApi.endpoints.logint;
export const useLoginMutation = loginCall.useMutation;
export const {
  useRegisterWithOTPMutation,
  useLogotpMutation,
  useResendOTPMutation,
  useResetForgotPasswordMutation,
  useGetMyProfileQuery,
  useUploadProPicMutation,
  useGetDashboardDataQuery,
} = sessionApi;
