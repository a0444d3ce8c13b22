import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import {
  selectIsLoggedIn,
  selectSessionUser,
  selectToken,
  useGetDashboardDataQuery,
} from '../../../entities/session';
import { waitingText } from './waitingText';
import './greeting.css';

/**
 * The band above the home page's sections for a logged-in member (issue #15 item 8): a welcome
 * by first name, what waits for her from the dashboard data, and the way to the dashboard.
 * Visitors see nothing here (and get the launch popup instead).
 */
export function MemberGreeting() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectSessionUser);
  const token = useAppSelector(selectToken) ?? '';
  const { data } = useGetDashboardDataQuery({ local_token: token }, { skip: !loggedIn });
  if (!loggedIn || !user) return null;

  const waiting = data?.waiting_for_answer;
  return (
    <section className="member-greeting" aria-labelledby="member-greeting-heading">
      <div className="container member-greeting__inner">
        <h2 id="member-greeting-heading" className="member-greeting__title">
          Welcome back, {user.first_name}
        </h2>
        {/* A status region, so that the count is read out when it arrives after the page. */}
        <p className="member-greeting__waiting" role="status">
          {waiting === undefined ? '' : waitingText(waiting)}
        </p>
        <Link to="/dashboard" className="button member-greeting__link">
          Go to your dashboard
        </Link>
      </div>
    </section>
  );
}
