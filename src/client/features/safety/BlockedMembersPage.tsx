import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingState } from '../../components/LoadingState';
import { NoticeBox } from '../../components/form/CheckAlert';
import { decodeMemberNo } from '../../entities/account';
import { useGetBlockedMembersQuery, useUnblockMemberMutation } from '../../entities/safety';
import { selectToken } from '../../entities/session';
import { useSafetyCall } from './useSafetyCall';
import './safety.css';

/** /blocked_members (reached from My Profile): the members the caller blocked, with Unblock. */
export function BlockedMembersPage() {
  const token = useAppSelector(selectToken) ?? '';
  const { data, error, isLoading, refetch } = useGetBlockedMembersQuery({ local_token: token });
  const [unblock, { isLoading: busy }] = useUnblockMemberMutation();
  const { notice, run } = useSafetyCall();
  const [last, setLast] = useState('');

  if (isLoading) return <LoadingState label="Loading the members you blocked…" />;
  if (error || !data) {
    return (
      <ErrorNotice
        message="The list of blocked members could not be loaded."
        onRetry={() => void refetch()}
      />
    );
  }
  const onUnblock = (id: string, name: string) => {
    setLast(name);
    void run(() => unblock({ local_token: token, req_acc_infoid: id }).unwrap());
  };
  return (
    <section aria-labelledby="blocked-heading">
      <h1 id="blocked-heading">Blocked members</h1>
      <p>
        You and the members below do not see each other. Unblock a member to see each other again.{' '}
        <Link to="/my_profile">Back to My Profile</Link>
      </p>
      <NoticeBox notice={notice && { ...notice, text: `${last}: ${notice.text}` }} />
      {data.length === 0 ? (
        <p>You have not blocked anyone.</p>
      ) : (
        <ul className="blocked-list" aria-label="Blocked members">
          {data.map((m) => (
            <li key={m.account_info_id}>
              <span>
                {m.mem_name} <small>(Member ID {decodeMemberNo(m.mem_no)})</small>
              </span>
              <button
                type="button"
                className="button button--quiet"
                disabled={busy}
                onClick={() => onUnblock(m.account_info_id, m.mem_name)}
              >
                Unblock<span className="visually-hidden"> {m.mem_name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
