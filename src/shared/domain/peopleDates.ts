import { MONTHS } from './months';

/**
 * Dates and times as people read them ("12 Mar 2026, 14:05"), never raw ISO. The trust works in
 * India, so times are India Standard Time (UTC+5:30 all year: no daylight saving), the same on
 * every browser and in tests whatever the machine's zone.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO timestamp (or a Date) as "12 Mar 2026, 14:05"; '' for none, the text itself if unreadable. */
export function peopleDateTime(at: string | Date | null | undefined): string {
  if (at === null || at === undefined || at === '') return '';
  const ms = typeof at === 'string' ? Date.parse(at) : at.getTime();
  if (Number.isNaN(ms)) return String(at);
  const d = new Date(ms + IST_OFFSET_MS);
  const month = MONTHS[d.getUTCMonth()]?.slice(0, 3) ?? '';
  return `${d.getUTCDate()} ${month} ${d.getUTCFullYear()}, ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}
