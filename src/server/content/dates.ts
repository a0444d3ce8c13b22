import { MONTHS } from '../../shared/domain/months';
import { ContentError } from './input';

/**
 * Dates in the demo content written relative to the day the content is loaded, so events stay
 * upcoming and notices current however long after writing the site is installed (content/README.md).
 *
 *   {{date@+12}}     "27 September 2026"   twelve days after the load day
 *   {{daymonth@+12}} "27 September"
 *   {{weekday@+12}}  "Sunday"
 *   {{iso@-30}}      "2026-08-16"          for entry_date
 *   {{year}}         "2026"                {{year@+365}}: next year
 *
 * Everything else in a string is kept as written; an unknown token is an error, not silent text.
 */
const TOKEN = /\{\{\s*([a-z]+)(?:\s*@\s*([+-]?\d{1,5}))?\s*\}\}/g;
const DAY_MS = 86_400_000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const FORMATS: Record<string, (d: Date) => string> = {
  date: (d) => `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`,
  daymonth: (d) => `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`,
  weekday: (d) => WEEKDAYS[d.getUTCDay()]!,
  iso: (d) => d.toISOString().slice(0, 10),
  year: (d) => String(d.getUTCFullYear()),
};

/** The load day as a UTC calendar day (the trust's dates carry no time zone). */
const dayOf = (today: Date) =>
  Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());

export function resolveDates(text: string, today: Date, where: string): string {
  if (!text.includes('{{')) return text;
  return text.replace(TOKEN, (token, format: string, offset?: string) => {
    const render = FORMATS[format];
    if (!render) throw new ContentError(`${where}: unknown date token ${token}.`);
    return render(new Date(dayOf(today) + Number(offset ?? 0) * DAY_MS));
  });
}

/** Every string inside parsed JSON, resolved; the structure is kept. */
export function resolveDatesIn(value: unknown, today: Date, where: string): unknown {
  if (typeof value === 'string') return resolveDates(value, today, where);
  if (Array.isArray(value)) return value.map((v) => resolveDatesIn(v, today, where));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, resolveDatesIn(v, today, where)]),
    );
  }
  return value;
}
