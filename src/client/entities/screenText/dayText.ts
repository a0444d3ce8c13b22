import { MONTHS } from '../../../shared/domain/months';
import type { LanguageTools } from '../language';

/**
 * A day as the service writes it for people ("12 March 2026", server/accounts/format.ts) in the
 * shown language ("12 मार्च 2026"); English and anything else it does not read stay as written.
 */
export function dayText(tools: LanguageTools, text: string): string {
  const m = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(text.trim());
  const month = m ? (MONTHS as readonly string[]).indexOf(m[2]) : -1;
  if (tools.language === 'en' || !m || month < 0) return text;
  // Noon in India on that day, so the time zone cannot move it to the next or the last one.
  const day = new Date(Date.UTC(Number(m[3]), month, Number(m[1]), 6, 30));
  return tools.formatDate(day, { month: 'long' });
}

/** The part of the day a Hindi speaker names before a clock time ("सुबह 5:30 बजे"). */
function dayPart(hour: number, pm: boolean): string {
  if (!pm) return hour === 12 || hour < 4 ? 'रात' : 'सुबह';
  if (hour === 12 || hour < 4) return 'दोपहर';
  return hour < 7 ? 'शाम' : 'रात';
}

/**
 * A birth time as the service writes it ("6:45 AM", server/accounts/format.ts) in the shown
 * language: Hindi says the part of the day, not AM/PM ("सुबह 6:45 बजे"); others stay as written.
 */
export function timeText(tools: LanguageTools, text: string): string {
  const m = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(text.trim());
  if (tools.language === 'en' || !m) return text;
  return `${dayPart(Number(m[1]), m[3] === 'PM')} ${m[1]}:${m[2]} बजे`;
}
