import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingState } from '../../components/LoadingState';
import { useGetMatchesQuery } from '../../entities/members';
import { selectToken } from '../../entities/session';
import { MemberList } from '../members';

export const ADD_PREFERENCES = 'Add your partner preferences on My Profile to see matches';

/**
 * Matches for you (issue #15 item 4): members who fit the member's partner preferences and whose
 * preferences the member fits, as the search's cards, newest first (getMatches).
 */
export function MatchesSection() {
  const token = useAppSelector(selectToken) ?? '';
  const { data, error, isLoading, refetch } = useGetMatchesQuery({ local_token: token });
  return (
    <section className="dashboard__matches" aria-labelledby="matches-heading">
      <h2 id="matches-heading">Matches for you</h2>
      {isLoading && <LoadingState label="Loading your matches…" />}
      {error && (
        <ErrorNotice
          title="Your matches could not be loaded"
          message={'message' in error ? String(error.message) : 'Something went wrong.'}
          onRetry={() => void refetch()}
        />
      )}
      {data && !data.has_preferences && (
        <p className="dashboard__matches-note">
          <Link to="/my_profile">{ADD_PREFERENCES}</Link>
          {data.members.length > 0 &&
            ' that suit you better. Until then, these members welcome someone like you.'}
        </p>
      )}
      {data && data.has_preferences && data.members.length === 0 && (
        <p className="dashboard__matches-note">
          No member fits your partner preferences yet.{' '}
          <Link to="/my_profile">Widen your partner preferences on My Profile</Link> to see more.
        </p>
      )}
      {data && data.members.length > 0 && (
        <MemberList items={data.members} label="Matches for you" />
      )}
    </section>
  );
}
