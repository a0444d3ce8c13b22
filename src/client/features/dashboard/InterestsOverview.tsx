import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingState } from '../../components/LoadingState';
import { useGetFriendsMembersQuery } from '../../entities/members';
import { selectToken } from '../../entities/session';
import { useScreenT } from '../../entities/screenText';
import { acceptedWords, countInterests, sentWords, waitingWords } from './interestWords';
import { RecentlyAccepted } from './RecentlyAccepted';
import { WaitingForAnswer } from './WaitingForAnswer';

/**
 * The member's interests (issue #15 item 6), all from getFriendsMembers: the counts in words,
 * received and sent apart, then what waits for an answer and the latest acceptances.
 */
export function InterestsOverview() {
  const { t } = useScreenT();
  const token = useAppSelector(selectToken) ?? '';
  const { data, error, isLoading, refetch } = useGetFriendsMembersQuery({ local_token: token });
  const counts = data && countInterests(data);
  return (
    <>
      <section className="dashboard__interests" aria-labelledby="interests-heading">
        <h2 id="interests-heading">{t('dash.interests')}</h2>
        {isLoading && <LoadingState label={t('dash.interestsLoading')} />}
        {error && (
          <ErrorNotice
            title={t('dash.interestsFailed')}
            message={'message' in error ? String(error.message) : t('form.somethingWrong')}
            onRetry={() => void refetch()}
          />
        )}
        {counts && (
          <ul className="dashboard__counts" aria-labelledby="interests-heading">
            <li>{waitingWords(t, counts.waiting)}</li>
            <li>{sentWords(t, counts.sent, counts.sentWaiting)}</li>
            <li>{acceptedWords(t, counts.accepted)}</li>
          </ul>
        )}
        <p className="dashboard__links">
          <Link to="/intrested_member" className="button">
            {t('tab.Interested Members')}
          </Link>
          <Link to="/search_matching" className="button button--quiet">
            {t('tab.Search Matching')}
          </Link>
        </p>
      </section>
      {data && <WaitingForAnswer items={data} />}
      {data && <RecentlyAccepted items={data} />}
    </>
  );
}
