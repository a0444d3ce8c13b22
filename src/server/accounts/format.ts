import { MONTHS } from '../../shared/domain/months';

/** "2000-05-14" → "14 May 2000"; anything else is shown as stored. */
export function formatDob(dob: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  return m && month ? `${Number(m[3])} ${month} ${m[1]}` : dob;
}

/** "06:45" → "6:45 AM", "18:05" → "6:05 PM", "00:10" → "12:10 AM". */
export function formatTime(time: string): string {
  const m = /^(\d{2}):(\d{2})$/.exec(time);
  if (!m) return time;
  const h = Number(m[1]);
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${m[2]} ${h < 12 ? 'AM' : 'PM'}`;
}

/** The first word of the full name, for the dashboard's welcome. */
export const firstNameOf = (memName: string): string => memName.trim().split(/\s+/)[0] ?? '';

/** India's offset: the trust verifies members in India, so the badge's day is India's day. */
const IST_MS = (5 * 60 + 30) * 60 * 1000;

/** A verification time → the day as people read it ("12 March 2026"), or null when unknown. */
export function verifiedOn(at: string | null): string | null {
  const ms = at === null ? NaN : Date.parse(at);
  if (Number.isNaN(ms)) return null;
  return formatDob(new Date(ms + IST_MS).toISOString().slice(0, 10));
}
