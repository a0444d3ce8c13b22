import { skipToken } from '@reduxjs/toolkit/query';
import { useAppSelector } from '../../app/hooks';
import { selectSessionUser, selectToken, useGetMyProfileQuery } from '../../entities/session';

/** The member's own profile (getMyProfile, the answer the page load already read). */
export function useOwnProfile() {
  const token = useAppSelector(selectToken);
  const user = useAppSelector(selectSessionUser);
  return useGetMyProfileQuery(
    token && user ? { local_token: token, mem_key: user.mem_no } : skipToken,
  );
}
