import { writtenDate } from '../../../../../shared/domain/months';

/*
 * Dates are written out by hand, not with Intl: making an Intl date format (ICU's locale and
 * time-zone data) cost some 40 ms of the home page's start-up in one task (issue #19 item 3, no
 * long task), for a fixed English format and a zone without daylight saving.
 */

/**
 * An entry_date as people read it: "2025-03-12" → "12 March 2025". Only the date part of a
 * timestamp counts; anything unparseable gives ''. The one date formatter of the site.
 */
export function formatEntryDate(value: string | null | undefined): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}/.test(value)) return '';
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? '' : writtenDate(date);
}

/** India's offset from UTC: +5:30 all year (no daylight saving). */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** Today as YYYY-MM-DD in India, where the trust's events happen (whatever the browser's zone). */
export const todayInIndia = (now: Date = new Date()): string =>
  new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/** The YYYY-MM-DD of an entry_date, or null when it has none or cannot be read. */
function dayOf(value: string | null | undefined): string | null {
  return formatEntryDate(value) ? (value as string).slice(0, 10) : null;
}

/**
 * The items still to come on `today` (YYYY-MM-DD): one dated today or later stays, one dated
 * earlier goes; an undated item is no event (a notice, a milestone) and stays. Order is kept.
 */
export function withoutPast<T extends { entry_date: string | null }>(
  items: readonly T[],
  today: string,
): T[] {
  return items.filter((item) => {
    const day = dayOf(item.entry_date);
    return day === null || day >= today;
  });
}
