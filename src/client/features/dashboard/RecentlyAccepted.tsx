import { Link } from 'react-router-dom';
import type { FriendListItem } from '../../../shared/protocol/types';
import { profilePath } from '../members';
import { statusOf } from './interestWords';
import { ageAndCity } from './memberLine';

/** How many acceptances the dashboard shows; Interested Members lists them all. */
export const RECENT_ACCEPTED = 3;

/** The latest accepted interests, sent or received (getFriendsMembers lists newest first). */
export function RecentlyAccepted({ items }: { items: FriendListItem[] }) {
  const accepted = items.filter((item) => statusOf(item) === 'Accepted').slice(0, RECENT_ACCEPTED);
  return (
    <section className="dashboard__accepted" aria-labelledby="accepted-heading">
      <h2 id="accepted-heading">Recently accepted</h2>
      {accepted.length === 0 ? (
        <p>No interest has been accepted yet.</p>
      ) : (
        <ul className="dashboard__people" aria-labelledby="accepted-heading">
          {accepted.map((item) => (
            <li key={item.account_info_id} className="dashboard__person">
              <Link to={profilePath(item.account_info_id)}>{item.mem_name}</Link>
              <span>{ageAndCity(item)}</span>
              <span>
                {item.direction === 'received'
                  ? 'You accepted their interest.'
                  : 'They accepted your interest.'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
