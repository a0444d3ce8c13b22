import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingState } from '../../components/LoadingState';
import '../requests';
import { useGetShortlistMembersQuery } from '../../entities/safety';
import { useScreenT } from '../../entities/screenText';
import { selectToken } from '../../entities/session';
import { errorText } from './errorText';
import { MemberList } from './MemberList';
import './members.css';

/**
 * /shortlist (issue #14 item 8): the members saved with the Shortlist toggle, newest first, as
 * cards like the search's. The server drops those who left, were unverified or block.
 */
export function ShortlistPage() {
  const { t } = useScreenT();
  const token = useAppSelector(selectToken) ?? '';
  const { data, error, isLoading, refetch } = useGetShortlistMembersQuery({ local_token: token });

  let body;
  if (isLoading) body = <LoadingState label={t('shortlist.loading')} />;
  else if (!data) {
    body = (
      <ErrorNotice
        title={t('shortlist.loadFailed')}
        message={errorText(error, t) ?? t('form.somethingWrong')}
        onRetry={() => void refetch()}
        retryLabel={t('form.retry')}
      />
    );
  } else if (data.length === 0) {
    body = (
      <p className="match-results__empty">
        {t('shortlist.empty')} <Link to="/search_matching">{t('tab.Search Matching')}</Link>{' '}
        {t('shortlist.emptyAfter')}
      </p>
    );
  } else {
    body = <MemberList items={data} label={t('shortlist.label')} />;
  }
  return (
    <div className="match-page">
      <h1 className="match-page__title">{t('shortlist.title')}</h1>
      {body}
    </div>
  );
}
