import { Link } from 'react-router-dom';
import type { FriendListItem } from '../../../shared/protocol/types';
import { useAppSelector } from '../../app/hooks';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingState } from '../../components/LoadingState';
import '../requests';
import type { Translate } from '../../entities/language';
import { useScreenT } from '../../entities/screenText';
import { selectToken } from '../../entities/session';
import { ContactBlock } from './ContactBlock';
import { errorText } from './errorText';
import { MemberList } from './MemberList';
import { useGetFriendsMembersQuery } from '../../entities/members';
import './members.css';

/** The sender's note (requirements §4.5.5: received requests only), then the contacts once accepted. */
const extraOf = (t: Translate) => (item: FriendListItem) => (
  <>
    {item.note && (
      <p className="request-control__note">
        {t('dash.noteFrom', { name: item.first_name || item.mem_name, note: item.note })}
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
  const { t } = useScreenT();
  const token = useAppSelector(selectToken) ?? '';
  const { data, error, isLoading, isFetching, refetch } = useGetFriendsMembersQuery({
    local_token: token,
  });

  let body;
  if (isLoading) body = <LoadingState label={t('interested.loading')} />;
  else if (!data) {
    body = (
      <ErrorNotice
        title={t('interested.loadFailed')}
        message={errorText(error, t) ?? t('form.somethingWrong')}
        onRetry={() => void refetch()}
        retryLabel={t('form.retry')}
      />
    );
  } else {
    const received = data.filter((item) => item.direction === 'received');
    const sent = data.filter((item) => item.direction === 'sent');
    body = (
      <>
        {error && (
          <ErrorNotice
            title={t('interested.updateFailed')}
            message={errorText(error, t) ?? t('form.somethingWrong')}
            onRetry={() => void refetch()}
            retryLabel={t('form.retry')}
          />
        )}
        <section className="requests-section" aria-labelledby="requests-received">
          <h2 id="requests-received">{t('interested.received')}</h2>
          {received.length > 0 ? (
            <MemberList items={received} label={t('interested.received')} extra={extraOf(t)} />
          ) : (
            <p className="match-results__empty">{t('interested.receivedNone')}</p>
          )}
        </section>
        <section className="requests-section" aria-labelledby="requests-sent">
          <h2 id="requests-sent">{t('interested.sent')}</h2>
          {sent.length > 0 ? (
            <MemberList items={sent} label={t('interested.sent')} extra={extraOf(t)} />
          ) : (
            <p className="match-results__empty">
              {t('interested.sentNone')}{' '}
              <Link to="/search_matching">{t('tab.Search Matching')}</Link>{' '}
              {t('interested.sentNoneAfter')}
            </p>
          )}
        </section>
      </>
    );
  }

  return (
    <div className="match-page" aria-busy={isFetching || undefined}>
      <h1 className="match-page__title">{t('tab.Interested Members')}</h1>
      {body}
    </div>
  );
}
