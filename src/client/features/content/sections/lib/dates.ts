const FORMAT = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * An entry_date as people read it: "2025-03-12" → "12 March 2025". Only the date part of a
 * timestamp counts; anything unparseable gives ''. The one date formatter of the site.
 */
export function formatEntryDate(value: string | null | undefined): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}/.test(value)) return '';
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? '' : FORMAT.format(date);
}

const INDIA_DAY = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** Today as YYYY-MM-DD in India, where the trust's events happen (whatever the browser's zone). */
export const todayInIndia = (now: Date = new Date()): string => INDIA_DAY.format(now);

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
