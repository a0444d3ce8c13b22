/** Answer shape of the console's Statistics screen (statsCalls.ts). */

/** One ISO week (Monday to Sunday, India time), oldest first in ConsoleStats.weeks. */
export interface StatsWeek {
  /** ISO 8601 week, e.g. '2026-W10'. */
  week: string;
  /** Its Monday, YYYY-MM-DD. */
  starts: string;
  /** Members who registered that week. */
  registrations: number;
  /** Interest requests sent that week. */
  interests_sent: number;
  /** Interest requests accepted that week (whenever they were sent). */
  interests_accepted: number;
  /** Write to Us messages received that week. */
  messages: number;
}

/** Verified members of one gender by age band today (counts in the order of `bands`). */
export interface StatsGenderRow {
  gender: string;
  counts: number[];
  total: number;
}

export interface ConsoleStats {
  /** The weeks asked for, the current (unfinished) one last; a week without rows has zeros. */
  weeks: StatsWeek[];
  /** The verification queue now (the desk's waiting count) and its median wait since registering. */
  pending: { count: number; median_wait_hours: number | null };
  /** The age bands' labels (domain/ageBands.ts). */
  bands: string[];
  verified: StatsGenderRow[];
}
