import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingState } from '../../components/LoadingState';
import { useGetDashboardDataQuery } from '../../entities/session';
import { ChangesNotice, selectSessionUser, selectToken } from '../../entities/session';
import { MatchesSection } from './MatchesSection';
import './dashboard.css';

const COUNTERS = [
  { key: 'Total', label: 'Total requests' },
  { key: 'Accepted', label: 'Accepted' },
  { key: 'Pending', label: 'Pending' },
] as const;

/** /dashboard (requirements §2): a welcome with the first name and the request counters. */
export function DashboardPage() {
  const user = useAppSelector(selectSessionUser);
  const token = useAppSelector(selectToken) ?? '';
  const { data, error, isLoading, refetch } = useGetDashboardDataQuery({ local_token: token });

  return (
    <section className="dashboard" aria-labelledby="dashboard-heading">
      <h1 id="dashboard-heading">Welcome, {user?.first_name}</h1>
      <ChangesNotice linkToProfile />
      {isLoading && <LoadingState label="Loading your requests…" />}
      {error && (
        <ErrorNotice
          title="Your request counts could not be loaded"
          message={'message' in error ? String(error.message) : 'Something went wrong.'}
          onRetry={() => void refetch()}
        />
      )}
      {data && (
        <ul className="dashboard__counters" aria-label="Interest requests">
          {COUNTERS.map(({ key, label }) => (
            <li key={key} className="dashboard__card">
              <span className="dashboard__count">{data.member_reqests[key]}</span>
              <span className="dashboard__label">{label}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="dashboard__links">
        <Link to="/intrested_member" className="button">
          Interested Members
        </Link>
        <Link to="/search_matching" className="button button--quiet">
          Search Matching
        </Link>
      </p>
      <MatchesSection />
    </section>
  );
}
