import { ageOn } from '../../../shared/domain/age';
import { AGE_BANDS, ageBandIndex } from '../../../shared/domain/ageBands';
import { GENDERS } from '../../../shared/domain/constants';
import { STATS_WEEKS } from '../../../shared/protocol/statsCalls';
import type { ConsoleStats, StatsGenderRow } from '../../../shared/protocol/statsTypes';
import { answer } from '../../api/outcome';
import { listQueue } from '../deskRepository';
import type { StaffHandler } from '../types';
import {
  interestAcceptedTimes,
  interestSentTimes,
  messageTimes,
  registrationTimes,
  verifiedByBirthDate,
} from './statsRepository';
import { countByWeek, weekName, weekWindow } from './statsWeeks';

const HOUR_MS = 60 * 60 * 1000;

/** The weeks asked for: a whole number, at most a year; anything else gives the default. */
export function weeksAsked(weeks: string | undefined): number {
  if (!/^\d{1,3}$/.test(weeks ?? '')) return STATS_WEEKS.default;
  return Math.min(Math.max(1, Number(weeks)), STATS_WEEKS.max);
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? 0;
  return sorted.length % 2 ? upper : ((sorted[mid - 1] ?? 0) + upper) / 2;
}

/** Verified members by gender (GENDERS' order, any other value after) and age band today. */
function byGenderAndBand(rows: { gender: string; dob: string; n: number }[], now: Date) {
  const found = [...new Set(rows.map((r) => r.gender))].sort();
  const genders = [...GENDERS, ...found.filter((g) => !(GENDERS as readonly string[]).includes(g))];
  return genders.map((gender): StatsGenderRow => {
    const counts = AGE_BANDS.map(() => 0);
    for (const row of rows.filter((r) => r.gender === gender)) {
      const age = ageOn(row.dob, now);
      const band = age === null ? null : ageBandIndex(age);
      if (band !== null) counts[band] = (counts[band] ?? 0) + row.n;
    }
    return { gender, counts, total: counts.reduce((a, b) => a + b, 0) };
  });
}

/** The Statistics screen's figures (admins; read-only, so nothing is audited). */
export const consoleStats: StaffHandler<'consoleStats'> = async ({ weeks }, ctx) => {
  const now = ctx.now();
  const window = weekWindow(now, weeksAsked(weeks));
  const [registered, sent, accepted, messages] = await Promise.all([
    registrationTimes(ctx.db, window),
    interestSentTimes(ctx.db, window),
    interestAcceptedTimes(ctx.db, window),
    messageTimes(ctx.db, window),
  ]).then((lists) => lists.map((times) => countByWeek(window, times)));
  const queue = await listQueue(ctx.db);
  const waits = queue.map((m) => (now.getTime() - Date.parse(m.created_at)) / HOUR_MS);
  const wait = median(waits);
  const stats: ConsoleStats = {
    weeks: window.starts.map((start, i) => ({
      ...weekName(start),
      registrations: registered?.[i] ?? 0,
      interests_sent: sent?.[i] ?? 0,
      interests_accepted: accepted?.[i] ?? 0,
      messages: messages?.[i] ?? 0,
    })),
    pending: {
      count: queue.length,
      median_wait_hours: wait === null ? null : Math.round(wait * 10) / 10,
    },
    bands: [...AGE_BANDS],
    verified: byGenderAndBand(await verifiedByBirthDate(ctx.db), now),
  };
  return answer(stats);
};
