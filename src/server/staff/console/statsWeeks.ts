/**
 * The ISO weeks of the console's statistics, computed here from stored timestamps rather than
 * with a database's date functions (SQLite and PostgreSQL spell them differently). Weeks run
 * Monday to Sunday in India time (UTC+5:30 all year), the trust's day, as peopleDates.ts shows.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

export interface WeekWindow {
  /** The UTC instant each week begins (its Monday 00:00 in India), oldest first. */
  starts: number[];
  /** The window as stored timestamps compare: from the first Monday to the Monday after the last. */
  from: string;
  to: string;
}

/** The Monday 00:00 (India) of the week holding `ms`, as a UTC instant. */
function weekStartOf(ms: number): number {
  const day = Math.floor((ms + IST_OFFSET_MS) / DAY_MS);
  // Day 0 (1 January 1970) was a Thursday: three days after a Monday.
  const sinceMonday = (((day + 3) % 7) + 7) % 7;
  return (day - sinceMonday) * DAY_MS - IST_OFFSET_MS;
}

/** The `weeks` weeks up to and including the one holding `now`. */
export function weekWindow(now: Date, weeks: number): WeekWindow {
  const current = weekStartOf(now.getTime());
  const starts = Array.from({ length: weeks }, (_, i) => current - (weeks - 1 - i) * WEEK_MS);
  const first = starts[0] ?? current;
  return {
    starts,
    from: new Date(first).toISOString(),
    to: new Date(current + WEEK_MS).toISOString(),
  };
}

/** Counts per week of the timestamps that fall in the window (others are left out). */
export function countByWeek(window: WeekWindow, timestamps: readonly string[]): number[] {
  const counts = window.starts.map(() => 0);
  const first = window.starts[0] ?? 0;
  for (const at of timestamps) {
    const i = Math.floor((Date.parse(at) - first) / WEEK_MS);
    if (i >= 0 && i < counts.length) counts[i] = (counts[i] ?? 0) + 1;
  }
  return counts;
}

/** A week's ISO name ('2026-W10') and its Monday (YYYY-MM-DD), from its start instant. */
export function weekName(start: number): { week: string; starts: string } {
  const monday = new Date(start + IST_OFFSET_MS);
  // The ISO year and number are those of the week's Thursday.
  const thursday = new Date(monday.getTime() + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const dayOfYear = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS);
  const number = Math.floor(dayOfYear / 7) + 1;
  return {
    week: `${year}-W${String(number).padStart(2, '0')}`,
    starts: monday.toISOString().slice(0, 10),
  };
}
