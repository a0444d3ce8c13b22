// Public face of the member's pause: its calls (getMyPause, pauseProfile, resumeProfile).
export {
  pauseApi,
  useGetMyPauseQuery,
  usePauseProfileMutation,
  useResumeProfileMutation,
} from './pauseApi';
