import { useRef } from 'react';
import { Link } from 'react-router-dom';
import type { FriendListItem } from '../../../shared/protocol/types';
import { RequestControl, profilePath } from '../members';
import { statusOf } from './interestWords';
import { ageAndCity } from './memberLine';
import { useScreenT } from '../../entities/screenText';

/**
 * Interests received that wait for the member's answer, each with the members screens' own request
 * control (its per-member machine; Accept asks first). One answered here stays listed, with its
 * new state, until the member leaves the page: the focus stays on it (issue #15 item 11).
 */
export function WaitingForAnswer({ items }: { items: FriendListItem[] }) {
  const { t } = useScreenT();
  const shown = useRef(new Set<string>());
  const waiting = items.filter((item) => {
    if (item.direction !== 'received') return false;
    if (statusOf(item) === 'Pending') shown.current.add(item.account_info_id);
    return shown.current.has(item.account_info_id);
  });
  return (
    <section className="dashboard__waiting" aria-labelledby="waiting-heading">
      <h2 id="waiting-heading">{t('dash.waitingTitle')}</h2>
      {waiting.length === 0 ? (
        <p>
          {t('dash.nothingWaits')} <Link to="/search_matching">{t('tab.Search Matching')}</Link>{' '}
          {t('dash.nothingWaitsAfter')}
        </p>
      ) : (
        <ul className="dashboard__people" aria-labelledby="waiting-heading">
          {waiting.map((item) => (
            <li key={item.account_info_id}>
              <article className="dashboard__person" aria-label={item.mem_name}>
                <h3>
                  <Link to={profilePath(item.account_info_id)}>{item.mem_name}</Link>
                </h3>
                <p>{ageAndCity(t, item)}</p>
                {item.note && (
                  <p className="dashboard__note">
                    {t('dash.noteFrom', {
                      name: item.first_name || item.mem_name,
                      note: item.note,
                    })}
                  </p>
                )}
                <RequestControl item={item} />
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
