import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingState } from '../../components/LoadingState';
import { useGetFriendsMembersQuery } from '../../entities/members';
import { selectToken } from '../../entities/session';
import { acceptedWords, countInterests, sentWords, waitingWords } from './interestWords';
import { RecentlyAccepted } from './RecentlyAccepted';
import { WaitingForAnswer } from './WaitingForAnswer';

/**
 * The member's interests (issue #15 item 6), all from getFriendsMembers: the counts in words,
 * received and sent apart, then what waits for an answer and the latest acceptances.
 */
export function InterestsOverview() {
  const token = useAppSelector(selectToken) ?? '';
  const { data, error, isLoading, refetch } = useGetFriendsMembersQuery({ local_token: token });
  const counts = data && countInterests(data);
  return (
    <>
      <section className="dashboard__interests" aria-labelledby="interests-heading">
        <h2 id="interests-heading">Your interests</h2>
        {isLoading && <LoadingState label="Loading your interests…" />}
        {error && (
          <ErrorNotice
            title="Your interests could not be loaded"
            message={'message' in error ? String(error.message) : 'Something went wrong.'}
            onRetry={() => void refetch()}
          />
        )}
        {counts && (
          <ul className="dashboard__counts" aria-labelledby="interests-heading">
            <li>{waitingWords(counts.waiting)}</li>
            <li>{sentWords(counts.sent, counts.sentWaiting)}</li>
            <li>{acceptedWords(counts.accepted)}</li>
          </ul>
        )}
        <p className="dashboard__links">
          <Link to="/intrested_member" className="button">
            Interested Members
          </Link>
          <Link to="/search_matching" className="button button--quiet">
            Search Matching
          </Link>
        </p>
      </section>
      {data && <WaitingForAnswer items={data} />}
      {data && <RecentlyAccepted items={data} />}
    </>
  );
}
