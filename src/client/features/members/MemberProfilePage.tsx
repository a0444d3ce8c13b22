import { skipToken } from '@reduxjs/toolkit/query';
import { Link, useParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { isWireError } from '../../api/wireBaseQuery';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingState } from '../../components/LoadingState';
import { selectToken } from '../../entities/session';
import { errorText } from './errorText';
import { MemberBiodata } from './MemberBiodata';
import { ViewsLeftNote } from './ViewsLeftNote';
import { useGetMemberProfileQuery } from '../../entities/members';
import { SafetyActions } from '../safety';
import './members.css';

export const NOT_AVAILABLE = 'This profile is not available.';
export const NOT_AVAILABLE_WHY =
  "You can see a member's full profile once one of you has accepted the other's interest.";

const BackLinks = () => (
  <p className="member-profile__links">
    <Link to="/search_matching">Back to Search Matching</Link>
    <Link to="/intrested_member">Interested Members</Link>
  </p>
);

/** /member/:id (id = account_info_id): View Profile of a member one is accepted with. */
export function MemberProfilePage() {
  const { id } = useParams();
  const token = useAppSelector(selectToken) ?? '';
  const { data, error, isLoading, refetch } = useGetMemberProfileQuery(
    id ? { local_token: token, req_acc_infoid: id } : skipToken,
  );

  if (isLoading) return <LoadingState label="Loading the profile…" />;
  if (data) {
    return (
      <div className="member-profile">
        <BackLinks />
        <SafetyActions target={data} />
        <ViewsLeftNote left={data.views_left} kind="profile" />
        <MemberBiodata profile={data} />
      </div>
    );
  }
  // Status 0 with the service's usual words: not accepted (or no such member; it does not say).
  if (
    !id ||
    (isWireError(error) && error.status === '0' && [NOT_AVAILABLE, ''].includes(error.message))
  ) {
    return (
      <section className="member-profile__none" aria-labelledby="not-available">
        <h1 id="not-available">{NOT_AVAILABLE}</h1>
        <p>{NOT_AVAILABLE_WHY}</p>
        <p>
          <Link to="/search_matching" className="button">
            Back to Search Matching
          </Link>
        </p>
      </section>
    );
  }
  const refused = isWireError(error) && error.status === '0';
  return (
    <ErrorNotice
      title="This profile cannot be shown now"
      message={errorText(error) ?? 'Something went wrong.'}
      onRetry={refused ? undefined : () => void refetch()}
      retryLabel="Retry"
    >
      <Link to="/search_matching">Back to Search Matching</Link>
    </ErrorNotice>
  );
}
