import { Link } from 'react-router-dom';
import type { FriendListItem } from '../../../shared/protocol/types';
import { useAppSelector } from '../../app/hooks';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingState } from '../../components/LoadingState';
import '../requests';
import { selectToken } from '../../entities/session';
import { ContactBlock } from './ContactBlock';
import { errorText } from './errorText';
import { MemberList } from './MemberList';
import { useGetFriendsMembersQuery } from '../../entities/members';
import './members.css';

/** The sender's note (requirements §4.5.5: received requests only), then the contacts once accepted. */
const extraOf = (item: FriendListItem) => (
  <>
    {item.note && (
      <p className="request-control__note">
        Note from {item.first_name || item.mem_name}: “{item.note}”
      </p>
    )}
    {item.contact && <ContactBlock contact={item.contact} />}
  </>
);

/**
 * /intrested_member (requirements §2): the requests the member received and sent, each with its status
 * and what the member may do about it, driven by the same per-member machines as the search.
 */
export function InterestedMembersPage() {
  const token = useAppSelector(selectToken) ?? '';
  const { data, error, isLoading, isFetching, refetch } = useGetFriendsMembersQuery({
    local_token: token,
  });

  let body;
  if (isLoading) body = <LoadingState label="Loading your requests…" />;
  else if (!data) {
    body = (
      <ErrorNotice
        title="Your requests could not be loaded"
        message={errorText(error) ?? 'Something went wrong.'}
        onRetry={() => void refetch()}
        retryLabel="Retry"
      />
    );
  } else {
    const received = data.filter((item) => item.direction === 'received');
    const sent = data.filter((item) => item.direction === 'sent');
    body = (
      <>
        {error && (
          <ErrorNotice
            title="Your requests could not be updated"
            message={errorText(error) ?? 'Something went wrong.'}
            onRetry={() => void refetch()}
            retryLabel="Retry"
          />
        )}
        <section className="requests-section" aria-labelledby="requests-received">
          <h2 id="requests-received">Requests received</h2>
          {received.length > 0 ? (
            <MemberList items={received} label="Requests received" extra={extraOf} />
          ) : (
            <p className="match-results__empty">No one has sent you an interest request yet.</p>
          )}
        </section>
        <section className="requests-section" aria-labelledby="requests-sent">
          <h2 id="requests-sent">Requests sent</h2>
          {sent.length > 0 ? (
            <MemberList items={sent} label="Requests sent" extra={extraOf} />
          ) : (
            <p className="match-results__empty">
              You have not sent an interest request yet.{' '}
              <Link to="/search_matching">Search Matching</Link> lists the members you can send one
              to.
            </p>
          )}
        </section>
      </>
    );
  }

  return (
    <div className="match-page" aria-busy={isFetching || undefined}>
      <h1 className="match-page__title">Interested Members</h1>
      {body}
    </div>
  );
}
