import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingState } from '../../components/LoadingState';
import '../requests';
import { useGetShortlistMembersQuery } from '../../entities/safety';
import { selectToken } from '../../entities/session';
import { errorText } from './errorText';
import { MemberList } from './MemberList';
import './members.css';

/**
 * /shortlist (issue #14 item 8): the members saved with the Shortlist toggle, newest first, as
 * cards like the search's. The server drops those who left, were unverified or block.
 */
export function ShortlistPage() {
  const token = useAppSelector(selectToken) ?? '';
  const { data, error, isLoading, refetch } = useGetShortlistMembersQuery({ local_token: token });

  let body;
  if (isLoading) body = <LoadingState label="Loading your shortlist…" />;
  else if (!data) {
    body = (
      <ErrorNotice
        title="Your shortlist could not be loaded"
        message={errorText(error) ?? 'Something went wrong.'}
        onRetry={() => void refetch()}
        retryLabel="Retry"
      />
    );
  } else if (data.length === 0) {
    body = (
      <p className="match-results__empty">
        Your shortlist is empty. Press Shortlist on a member in{' '}
        <Link to="/search_matching">Search Matching</Link> to save them here.
      </p>
    );
  } else {
    body = <MemberList items={data} label="Shortlisted members" />;
  }
  return (
    <div className="match-page">
      <h1 className="match-page__title">My Shortlist</h1>
      {body}
    </div>
  );
}
