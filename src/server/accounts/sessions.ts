import type { Db } from '../plugins/db';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/domain/languages';
import type { MemberStatus, SessionUser } from '../../shared/protocol/types';
import { encodeMemNo } from './memNo';
import { newToken, sha256 } from './tokens';
import { createSession, findSession, touchSession } from './repositories/sessions';

/** A session ends after 30 days without use. */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
/** ...and 90 days after the login, however often it is used: a stolen token does not live on. */
export const SESSION_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most once a minute, not on every call. */
export const TOUCH_EVERY_MS = 60 * 1000;

/** The caller of a member call, as the handlers see it. */
export interface SessionMember {
  id: number;
  sessionId: number;
  memNo: number;
  firstName: string;
  email: string;
  status: MemberStatus;
  /** What the member reads the site in: the -10 check texts answer in it (issue #18 item 3). */
  language: Language;
  /**
   * The searcher's side of a search (repositories/search.ts Searcher), loaded with the session
   * in its one query so member calls need not read the member again (issue #19 item 4).
   */
  gender: string;
  selfGoutra: string;
  mamaGoutra: string;
}

/** Opens a session and answers the token; only its hash is stored. */
export async function openSession(db: Db, memberId: number, now: Date): Promise<string> {
  const token = newToken();
  await createSession(db, memberId, sha256(token), now.toISOString());
  return token;
}

/** The member behind a token, or null when it is unknown, revoked, idle too long or too old. */
export async function resolveSession(
  db: Db,
  token: string | undefined,
  now: Date,
): Promise<SessionMember | null> {
  // Our tokens are 43 base64url characters; anything else cannot match, so skip the query.
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const row = await findSession(db, sha256(token));
  if (!row || row.revoked_at !== null || row.mem_no === null) return null;
  // Suspended by the team: no session opens anything, however it was made (issue 16).
  if (row.suspended_at !== null) return null;
  const idle = now.getTime() - Date.parse(row.last_seen_at);
  if (idle > SESSION_IDLE_MS) return null;
  if (now.getTime() - Date.parse(row.created_at) > SESSION_LIFETIME_MS) return null;
  if (idle >= TOUCH_EVERY_MS) await touchSession(db, row.session_id, now.toISOString());
  return {
    id: row.member_id,
    sessionId: row.session_id,
    memNo: row.mem_no,
    firstName: row.first_name,
    email: row.email_id,
    status: row.status,
    language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
    gender: row.gender,
    selfGoutra: row.self_goutra,
    mamaGoutra: row.mama_goutra,
  };
}

export const sessionUser = (m: { id: number; memNo: number; firstName: string }): SessionUser => ({
  id: m.id,
  first_name: m.firstName,
  mem_no: encodeMemNo(m.memNo),
});
