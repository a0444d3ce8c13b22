/** When a job runs: every so many minutes, or once a day at a UTC hour. */
export type Schedule = { everyMinutes: number } | { dailyAtUtcHour: number };

const MINUTE = 60_000;

/** The first occurrence after `after`. */
export function nextOccurrence(schedule: Schedule, after: Date): Date {
  if ('everyMinutes' in schedule) return new Date(after.getTime() + schedule.everyMinutes * MINUTE);
  const next = new Date(after);
  next.setUTCHours(schedule.dailyAtUtcHour, 0, 0, 0);
  if (next.getTime() <= after.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

export function describeSchedule(schedule: Schedule): string {
  if ('everyMinutes' in schedule) return `every ${schedule.everyMinutes} minutes`;
  return `daily at ${String(schedule.dailyAtUtcHour).padStart(2, '0')}:00 UTC`;
}
