import { MONTHS } from '../../../shared/domain/months';

/** Words and labels of the Statistics screen, kept apart from the markup. */

const monthOf = (m: string) => MONTHS[Number(m) - 1]?.slice(0, 3) ?? m;

/** '2026-03-02' as '2 Mar' (a chart's axis) or, with the year, '2 Mar 2026'. */
export function dayLabel(date: string, withYear = false): string {
  const [y = '', m = '', d = ''] = date.split('-');
  return `${Number(d)} ${monthOf(m)}${withYear ? ` ${y}` : ''}`;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * What a weekly chart shows, for the canvas's aria-label: the total and the busiest week, e.g.
 * "Registrations per week, 12 weeks from 22 Dec 2025: 40 in all, most (9) in the week of 2 Mar 2026."
 */
export function weeklySummary(title: string, starts: readonly string[], values: readonly number[]) {
  const span = `${title}, ${starts.length} weeks from ${dayLabel(starts[0] ?? '', true)}`;
  const total = sum(values);
  if (total === 0) return `${span}: none.`;
  const most = Math.max(...values);
  const busiest = starts[values.indexOf(most)] ?? '';
  return `${span}: ${total} in all, most (${most}) in the week of ${dayLabel(busiest, true)}.`;
}

/** Several series' totals, e.g. "Interest requests per week, 12 weeks: 30 sent, 12 accepted." */
export function totalsSummary(title: string, series: readonly { label: string; data: number[] }[]) {
  return `${title}: ${series.map((s) => `${sum(s.data)} ${s.label.toLowerCase()}`).join(', ')}.`;
}

export const hoursText = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
