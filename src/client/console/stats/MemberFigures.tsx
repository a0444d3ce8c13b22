import { useMemo } from 'react';
import type { ConsoleStats } from '../../../shared/protocol/statsTypes';
import { BarChart } from './BarChart';
import { hoursText, totalsSummary } from './statsText';

/** The verification queue now, and verified members by gender and age band (chart and table). */
export function MemberFigures({ pending, bands, verified }: Omit<ConsoleStats, 'weeks'>) {
  const series = useMemo(
    () => verified.map((row) => ({ label: row.gender, data: row.counts })),
    [verified],
  );
  return (
    <>
      <section className="console-group" aria-labelledby="stats-queue">
        <h2 id="stats-queue">Waiting for verification</h2>
        <dl className="console-fields">
          <div>
            <dt>Registrations waiting now</dt>
            <dd>{pending.count}</dd>
          </div>
          <div>
            <dt>Median wait since registering</dt>
            <dd>
              {pending.median_wait_hours === null
                ? 'No one is waiting'
                : hoursText(pending.median_wait_hours)}
            </dd>
          </div>
        </dl>
      </section>
      <section className="console-group" aria-labelledby="stats-verified">
        <h2 id="stats-verified">Verified members by gender and age</h2>
        <BarChart
          summary={totalsSummary('Verified members by age band', series)}
          labels={bands}
          series={series}
        />
        <table className="console-table">
          <caption>Verified members by gender and age today</caption>
          <thead>
            <tr>
              <th scope="col">Gender</th>
              {bands.map((band) => (
                <th key={band} scope="col">
                  {band}
                </th>
              ))}
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {verified.map((row) => (
              <tr key={row.gender}>
                <th scope="row">{row.gender}</th>
                {row.counts.map((n, i) => (
                  <td key={bands[i] ?? i}>{n}</td>
                ))}
                <td>{row.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
