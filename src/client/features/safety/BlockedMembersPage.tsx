import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingState } from '../../components/LoadingState';
import { NoticeBox } from '../../components/form/CheckAlert';
import { decodeMemberNo } from '../../entities/account';
import { useScreenT } from '../../entities/screenText';
import { useGetBlockedMembersQuery, useUnblockMemberMutation } from '../../entities/safety';
import { selectToken } from '../../entities/session';
import { useSafetyCall } from './useSafetyCall';
import './safety.css';

/** /blocked_members (reached from My Profile): the members the caller blocked, with Unblock. */
export function BlockedMembersPage() {
  const { t } = useScreenT();
  const token = useAppSelector(selectToken) ?? '';
  const { data, error, isLoading, refetch } = useGetBlockedMembersQuery({ local_token: token });
  const [unblock, { isLoading: busy }] = useUnblockMemberMutation();
  const { notice, run } = useSafetyCall();
  const [last, setLast] = useState('');

  if (isLoading) return <LoadingState label={t('blocked.loading')} />;
  if (error || !data) {
    return (
      <ErrorNotice
        message={t('blocked.loadFailed')}
        onRetry={() => void refetch()}
        retryLabel={t('form.tryAgain')}
      />
    );
  }
  const onUnblock = (id: string, name: string) => {
    setLast(name);
    void run(() => unblock({ local_token: token, req_acc_infoid: id }).unwrap());
  };
  return (
    <section aria-labelledby="blocked-heading">
      <h1 id="blocked-heading">{t('blocked.title')}</h1>
      <p>
        {t('blocked.intro')} <Link to="/my_profile">{t('blocked.back')}</Link>
      </p>
      <NoticeBox notice={notice && { ...notice, text: `${last}: ${notice.text}` }} />
      {data.length === 0 ? (
        <p>{t('blocked.none')}</p>
      ) : (
        <ul className="blocked-list" aria-label={t('blocked.title')}>
          {data.map((m) => (
            <li key={m.account_info_id}>
              <span>
                {m.mem_name} <small>({t('card.memberId', { no: decodeMemberNo(m.mem_no) })})</small>
              </span>
              <button
                type="button"
                className="button button--quiet"
                disabled={busy}
                onClick={() => onUnblock(m.account_info_id, m.mem_name)}
              >
                {t('blocked.unblock')}
                <span className="visually-hidden">{t('safety.who', { name: m.mem_name })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
