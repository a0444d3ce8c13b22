/** Legal marriage ages in India: 18 for women, 21 for men. */
export const MIN_AGE = { Female: 18, Male: 21 } as const;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses YYYY-MM-DD strictly (no rollover of 31 February). */
export function parseIsoDate(s: string): { y: number; m: number; d: number } | null {
  const match = DATE.exec(s);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(y, m - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== m - 1 || probe.getUTCDate() !== d) {
    return null;
  }
  return { y, m, d };
}

/** Whole years between a YYYY-MM-DD birth date and `today` (a Date, read in UTC). */
export function ageOn(dob: string, today: Date): number | null {
  const b = parseIsoDate(dob);
  if (!b) return null;
  const [ty, tm, td] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  const hadBirthday = tm > b.m || (tm === b.m && td >= b.d);
  return ty - b.y - (hadBirthday ? 0 : 1);
}
