import { useState } from 'react';
import { ErrorNotice } from '../../components/ErrorNotice';
import { SelectField } from '../../components/form';
import { LoadingState } from '../../components/LoadingState';
import { errorText, useSessionEndWatch } from '../useStaffCall';
import { useStaffToken } from '../useToken';
import { MemberFigures } from './MemberFigures';
import { useConsoleStatsQuery } from './statsApi';
import { WeeklyFigures } from './WeeklyFigures';

const SPANS = ['4', '12', '26', '52'].map((n) => ({ value: n, label: `${n} weeks` }));

/** The trust's figures (admins): weekly charts with their tables, the queue, verified members. */
export function StatsScreen() {
  const staff_token = useStaffToken();
  const [weeks, setWeeks] = useState('12');
  // Figures change with every registration and message: read afresh on each visit.
  const { data, error, isFetching, refetch } = useConsoleStatsQuery(
    { staff_token, weeks },
    { refetchOnMountOrArgChange: true },
  );
  useSessionEndWatch(error);
  return (
    <section aria-labelledby="stats-heading">
      <h1 id="stats-heading">Statistics</h1>
      <div className="console-filters">
        <SelectField
          id="stats-weeks"
          label="Weeks shown"
          value={weeks}
          onChange={(e) => setWeeks(e.target.value)}
          options={SPANS}
        />
      </div>
      {isFetching && <LoadingState label="Loading the figures…" />}
      {error && <ErrorNotice message={errorText(error)} onRetry={() => void refetch()} />}
      {data && (
        <>
          <WeeklyFigures weeks={data.weeks} />
          <MemberFigures pending={data.pending} bands={data.bands} verified={data.verified} />
        </>
      )}
    </section>
  );
}
