import { Link } from 'react-router-dom';
import { peopleDateTime } from '../../../shared/domain/peopleDates';
import { useAppSelector } from '../../app/hooks';
import { useScreenT } from '../../entities/screenText';
import { selectToken, useGetDashboardDataQuery } from '../../entities/session';

/**
 * What the team asked the member to change before the registration can be verified (the
 * dashboard answer's changes_requested), on the dashboard and My Profile; nothing otherwise. The
 * team's own words are shown as written; the rest in the shown language.
 */
export function ChangesNotice({ linkToProfile = false }: { linkToProfile?: boolean }) {
  const { t, language, formatDate } = useScreenT();
  const token = useAppSelector(selectToken) ?? '';
  const { currentData } = useGetDashboardDataQuery({ local_token: token }, { skip: !token });
  const asked = currentData?.changes_requested;
  if (!asked) return null;
  const at = new Date(asked.asked_at);
  const clock = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
  // Hindi says the day and the 24-hour time: "10 मार्च 2026 को 14:05 बजे".
  const when =
    language === 'en'
      ? peopleDateTime(asked.asked_at)
      : `${formatDate(at, { month: 'long' })} को ${formatDate(at, { day: undefined, month: undefined, year: undefined, ...clock })} बजे`;
  return (
    <section className="changes-notice" aria-labelledby="changes-notice-heading">
      <h2 id="changes-notice-heading">{t('changes.title')}</h2>
      <p>{asked.text}</p>
      <p>{t('changes.askedOn', { when })}</p>
      {linkToProfile && (
        <p>
          <Link to="/my_profile" className="button">
            {t('changes.toProfile')}
          </Link>
        </p>
      )}
    </section>
  );
}
