import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingState } from '../../components/LoadingState';
import { useGetMatchesQuery } from '../../entities/members';
import { selectToken } from '../../entities/session';
import { MemberList } from '../members';
import { useScreenT } from '../../entities/screenText';

export const ADD_PREFERENCES = 'Add your partner preferences on My Profile to see matches';

/**
 * Matches for you (issue #15 item 4): members who fit the member's partner preferences and whose
 * preferences the member fits, as the search's cards, newest first (getMatches).
 */
export function MatchesSection() {
  const { t } = useScreenT();
  const token = useAppSelector(selectToken) ?? '';
  const { data, error, isLoading, refetch } = useGetMatchesQuery({ local_token: token });
  return (
    <section className="dashboard__matches" aria-labelledby="matches-heading">
      <h2 id="matches-heading">{t('dash.matches')}</h2>
      {isLoading && <LoadingState label={t('dash.matchesLoading')} />}
      {error && (
        <ErrorNotice
          title={t('dash.matchesFailed')}
          message={'message' in error ? String(error.message) : t('form.somethingWrong')}
          onRetry={() => void refetch()}
        />
      )}
      {data && !data.has_preferences && (
        <p className="dashboard__matches-note">
          <Link to="/my_profile">{t('dash.addPreferences')}</Link>
          {data.members.length > 0 && t('dash.addPreferencesAfter')}
        </p>
      )}
      {data && data.has_preferences && data.members.length === 0 && (
        <p className="dashboard__matches-note">
          {t('dash.noMatches')} <Link to="/my_profile">{t('dash.widen')}</Link>
          {t('dash.widenAfter')}
        </p>
      )}
      {data && data.members.length > 0 && (
        <MemberList items={data.members} label={t('dash.matches')} />
      )}
    </section>
  );
}
