/**
 * The anti-scraping quota of looking at members (issue #14). It used to count every search
 * page, filter change and reload against 60 an hour, which stopped an ordinary member browsing
 * within the hour. Now it counts distinct members per India day: those listed in the search
 * ('listed', LIST_LIMIT_PER_DAY) and those opened in full ('profile', PROFILE_LIMIT_PER_DAY).
 * Seeing someone again the same day costs nothing, so a reload or a refilter that shows the same
 * people is free; a script walking thousands of members runs out. The numbers are explained in
 * config.ts.
 */
import type { Db } from '../plugins/db';
import type { ViewKind } from './repositories/views';
import { viewLedgerFor } from './viewLedger';

/** The answer carries `views_left` once this few are left (a page is 20 members). */
export const VIEWS_LEFT_NOTE_AT: Readonly<Record<ViewKind, number>> = { listed: 200, profile: 10 };

const KOLKATA_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** YYYY-MM-DD in India: the quota's day starts at midnight where the members live. */
export const kolkataDay = (at: Date): string => KOLKATA_DAY.format(at);

export type ViewCharge = { ok: true; left: number } | { ok: false };

/**
 * Charges the viewer for the members not yet seen today. Refused only when something new would
 * be shown and nothing is left; a page that begins under the limit is shown whole (the limit
 * may be passed by less than a page). Decided on the process's tally of the viewer's day and
 * written behind the answer (viewLedger.ts): calls of one process are charged one after the
 * other; other processes' views count once the tally is read again (within seconds), and the
 * unique key keeps each member counted once. Written without waiting for the disk: a power cut
 * loses at most a few members' worth.
 */
export async function chargeViews(
  db: Db,
  viewerId: number,
  kind: ViewKind,
  memberIds: readonly number[],
  max: number,
  now: Date,
): Promise<ViewCharge> {
  const others = [...new Set(memberIds)].filter((id) => id !== viewerId);
  const charged = await viewLedgerFor(db).charge(viewerId, kind, kolkataDay(now), others, max);
  if (!charged) return { ok: false };
  return { ok: true, left: Math.max(0, max - charged.used - charged.fresh) };
}

/** `{ views_left }` when few are left, else nothing: the answer grows only near the limit. */
export function viewsLeftField(kind: ViewKind, charge: { left: number }): { views_left?: number } {
  return charge.left <= VIEWS_LEFT_NOTE_AT[kind] ? { views_left: charge.left } : {};
}
