import { baseApi } from '../../api/baseApi';
import { wireMutation, wireQuery } from '../../api/wireEndpoints';

/** Pausing the member's own profile: whether it is paused, pausing and resuming. */
export const pauseApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyPause: wireQuery(build, 'getMyPause', { tags: ['Pause'] }),
    pauseProfile: wireMutation(build, 'pauseProfile', { invalidates: ['Pause'] }),
    resumeProfile: wireMutation(build, 'resumeProfile', { invalidates: ['Pause'] }),
  }),
});

export const { useGetMyPauseQuery, usePauseProfileMutation, useResumeProfileMutation } = pauseApi;
