import { useMemo } from 'react';
import type { StatsWeek } from '../../../shared/protocol/statsTypes';
import { BarChart } from './BarChart';
import { dayLabel, totalsSummary, weeklySummary } from './statsText';

const COLUMNS = [
  ['registrations', 'Registrations'],
  ['interests_sent', 'Interest requests sent'],
  ['interests_accepted', 'Interest requests accepted'],
  ['messages', 'Write to Us messages'],
] as const;

/** The weekly figures: three small charts and one table with all of them. */
export function WeeklyFigures({ weeks }: { weeks: StatsWeek[] }) {
  const charts = useMemo(() => {
    const starts = weeks.map((w) => w.starts);
    const of = (key: (typeof COLUMNS)[number][0]) => weeks.map((w) => w[key]);
    const interests = [
      { label: 'Sent', data: of('interests_sent') },
      { label: 'Accepted', data: of('interests_accepted') },
    ];
    const span = `${weeks.length} weeks`;
    return {
      labels: starts.map((s) => dayLabel(s)),
      registrations: {
        summary: weeklySummary('Registrations per week', starts, of('registrations')),
        series: [{ label: 'Registrations', data: of('registrations') }],
      },
      interests: {
        summary: totalsSummary(`Interest requests, ${span}`, interests),
        series: interests,
      },
      messages: {
        summary: weeklySummary('Write to Us messages per week', starts, of('messages')),
        series: [{ label: 'Messages', data: of('messages') }],
      },
    };
  }, [weeks]);
  return (
    <>
      <div className="console-charts">
        <figure className="console-group">
          <figcaption>Registrations per week</figcaption>
          <BarChart labels={charts.labels} {...charts.registrations} />
        </figure>
        <figure className="console-group">
          <figcaption>Interest requests per week, sent and accepted</figcaption>
          <BarChart labels={charts.labels} {...charts.interests} />
        </figure>
        <figure className="console-group">
          <figcaption>Write to Us messages per week</figcaption>
          <BarChart labels={charts.labels} {...charts.messages} />
        </figure>
      </div>
      <table className="console-table">
        <caption>Figures per week, oldest first (weeks begin on Monday, India time)</caption>
        <thead>
          <tr>
            <th scope="col">Week of</th>
            {COLUMNS.map(([key, label]) => (
              <th key={key} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((w) => (
            <tr key={w.week}>
              <th scope="row">
                {dayLabel(w.starts, true)} ({w.week})
              </th>
              {COLUMNS.map(([key]) => (
                <td key={key}>{w[key]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
