import { skipToken } from '@reduxjs/toolkit/query';
import { useAppSelector } from '../../app/hooks';
import { useGetMyProfileQuery } from '../../entities/session';
import { selectSessionUser, selectToken } from '../../entities/session';

/** The logged-in member's own profile (getMyProfile with the stored token and mem_no). */
export function useMyProfile() {
  const token = useAppSelector(selectToken);
  const user = useAppSelector(selectSessionUser);
  return useGetMyProfileQuery(
    token && user ? { local_token: token, mem_key: user.mem_no } : skipToken,
  );
}
