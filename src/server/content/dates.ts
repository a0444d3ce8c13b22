import { MONTHS, writtenDate } from '../../shared/domain/months';
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
 *   {{hidate@+12}}, {{hidaymonth@+12}}, {{hiweekday@+12}}   the same in Hindi, for "hi" texts:
 *                    "27 सितंबर 2026", "27 सितंबर", "रविवार"
 *
 * Everything else in a string is kept as written; an unknown token is an error, not silent text.
 */
const TOKEN = /\{\{\s*([a-z]+)(?:\s*@\s*([+-]?\d{1,5}))?\s*\}\}/g;
const DAY_MS = 86_400_000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

// The Hindi names, for the Hindi texts of a content file ("hi"), so a Hindi notice never reads
// an English month.
const HI_MONTHS = [
  'जनवरी',
  'फ़रवरी',
  'मार्च',
  'अप्रैल',
  'मई',
  'जून',
  'जुलाई',
  'अगस्त',
  'सितंबर',
  'अक्टूबर',
  'नवंबर',
  'दिसंबर',
];
const HI_WEEKDAYS = ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'];

const FORMATS: Record<string, (d: Date) => string> = {
  date: writtenDate,
  daymonth: (d) => `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`,
  weekday: (d) => WEEKDAYS[d.getUTCDay()]!,
  iso: (d) => d.toISOString().slice(0, 10),
  year: (d) => String(d.getUTCFullYear()),
  hidate: (d) => `${d.getUTCDate()} ${HI_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`,
  hidaymonth: (d) => `${d.getUTCDate()} ${HI_MONTHS[d.getUTCMonth()]}`,
  hiweekday: (d) => HI_WEEKDAYS[d.getUTCDay()]!,
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
