import type { LanguageTools } from '../language';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A day as the service writes it for people ("12 March 2026", server/accounts/format.ts) in the
 * shown language ("12 मार्च 2026"); English and anything else it does not read stay as written.
 */
export function dayText(tools: LanguageTools, text: string): string {
  const m = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(text.trim());
  const month = m ? MONTHS.indexOf(m[2]) : -1;
  if (tools.language === 'en' || !m || month < 0) return text;
  // Noon in India on that day, so the time zone cannot move it to the next or the last one.
  const day = new Date(Date.UTC(Number(m[3]), month, Number(m[1]), 6, 30));
  return tools.formatDate(day, { month: 'long' });
}
