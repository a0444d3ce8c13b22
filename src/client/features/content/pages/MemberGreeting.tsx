import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import {
  selectIsLoggedIn,
  selectSessionUser,
  selectToken,
  useGetDashboardDataQuery,
} from '../../../entities/session';
import { waitingText } from './waitingText';
import { pageWord, useT, type LanguageTools } from '../../../entities/language';
import { PAGE_WORDS } from './pageWords';
import './greeting.css';

/**
 * The band above the home page's sections for a logged-in member (issue #15 item 8): a welcome
 * by first name, what waits for her from the dashboard data, and the way to the dashboard.
 * Visitors see nothing here (and get the launch popup instead).
 */
/** The dashboard's count in another language (its catalogue has it), the greeting's own in English. */
const waitingWords = (tools: LanguageTools, n: number) =>
  tools.language === 'en' ? waitingText(n) : tools.t('dash.waitingCount', { n });

export function MemberGreeting() {
  const tools = useT();
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
          {pageWord(tools, PAGE_WORDS, 'page.welcome', { name: user.first_name })}
        </h2>
        {/* A status region, so that the count is read out when it arrives after the page. */}
        <p className="member-greeting__waiting" role="status">
          {waiting === undefined ? '' : waitingWords(tools, waiting)}
        </p>
        <Link to="/dashboard" className="button member-greeting__link">
          {pageWord(tools, PAGE_WORDS, 'page.toDashboard')}
        </Link>
      </div>
    </section>
  );
}
