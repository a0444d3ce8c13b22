import { Link } from 'react-router-dom';
import type { FriendListItem } from '../../../shared/protocol/types';
import { profilePath } from '../members';
import { statusOf } from './interestWords';
import { ageAndCity } from './memberLine';
import { useScreenT } from '../../entities/screenText';

/** How many acceptances the dashboard shows; Interested Members lists them all. */
export const RECENT_ACCEPTED = 3;

/** The latest accepted interests, sent or received (getFriendsMembers lists newest first). */
export function RecentlyAccepted({ items }: { items: FriendListItem[] }) {
  const { t } = useScreenT();
  const accepted = items.filter((item) => statusOf(item) === 'Accepted').slice(0, RECENT_ACCEPTED);
  return (
    <section className="dashboard__accepted" aria-labelledby="accepted-heading">
      <h2 id="accepted-heading">{t('dash.recent')}</h2>
      {accepted.length === 0 ? (
        <p>{t('dash.recentNone')}</p>
      ) : (
        <ul className="dashboard__people" aria-labelledby="accepted-heading">
          {accepted.map((item) => (
            <li key={item.account_info_id} className="dashboard__person">
              <Link to={profilePath(item.account_info_id)}>{item.mem_name}</Link>
              <span>{ageAndCity(t, item)}</span>
              <span>
                {item.direction === 'received' ? t('dash.youAccepted') : t('dash.theyAccepted')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
