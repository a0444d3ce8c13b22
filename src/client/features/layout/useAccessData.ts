import { useAppSelector } from '../../app/hooks';
import { useGetAccessTokenQuery } from '../../entities/content';
import { selectToken } from '../../entities/session';

/**
 * Menus, roles and the member record, fetched at page load and again whenever the login changes
 * (the token is part of the query, so a new token is a new fetch).
 */
export function useAccessData() {
  const token = useAppSelector(selectToken);
  return useGetAccessTokenQuery(token ? { local_token: token } : undefined);
}
