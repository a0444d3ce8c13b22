import { newToken, sha256 } from '../accounts';
import type { Db } from '../plugins/db';
import type { StaffRole } from '../../shared/protocol/types';
import {
  createStaffSession,
  findStaffSession,
  updateStaffSession,
  type StaffSessionRow,
  type Tx,
} from './repository';

const MINUTE = 60 * 1000;
/** A staff session ends 12 hours after sign-in, whatever happens. */
export const STAFF_SESSION_MAX_MS = 12 * 60 * MINUTE;
/** … and after 30 minutes without a call. */
export const STAFF_SESSION_IDLE_MS = 30 * MINUTE;
/** Between the password and the TOTP code: 5 minutes. */
export const STAFF_CHALLENGE_MS = 5 * MINUTE;
/** last_seen_at is written at most once a minute. */
const TOUCH_EVERY_MS = MINUTE;

/** The caller of a team call, as the staff handlers see it. */
export interface StaffCaller {
  id: number;
  sessionId: number;
  email: string;
  role: StaffRole;
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Opens a session waiting for its TOTP code; answers the token (only its hash is stored). */
export async function openStaffSession(db: Tx, staffId: number, now: Date): Promise<string> {
  const token = newToken();
  await createStaffSession(db, staffId, sha256(token), now.toISOString());
  return token;
}

const since = (now: Date, at: string) => now.getTime() - Date.parse(at);

/** A session waiting for its TOTP code, when the token names one that is still fresh. */
export async function findChallenge(
  db: Db,
  token: string,
  now: Date,
): Promise<StaffSessionRow | null> {
  if (!TOKEN.test(token)) return null;
  const row = await findStaffSession(db, sha256(token));
  if (!row || row.revoked_at !== null || row.verified_at !== null || row.disabled_at !== null)
    return null;
  return since(now, row.created_at) > STAFF_CHALLENGE_MS ? null : row;
}

/**
 * The staff member behind a token, or null: unknown, revoked, not past its TOTP step, older
 * than 12 hours, idle over 30 minutes, or of a disabled account (checked on every call, so a
 * disabled account stops at once).
 */
export async function resolveStaffSession(
  db: Db,
  token: string | undefined,
  now: Date,
): Promise<StaffCaller | null> {
  if (!token || !TOKEN.test(token)) return null;
  const row = await findStaffSession(db, sha256(token));
  if (!row || row.revoked_at !== null || row.verified_at === null || row.disabled_at !== null)
    return null;
  if (since(now, row.created_at) > STAFF_SESSION_MAX_MS) return null;
  if (since(now, row.last_seen_at) > STAFF_SESSION_IDLE_MS) return null;
  if (since(now, row.last_seen_at) >= TOUCH_EVERY_MS)
    await updateStaffSession(db, row.session_id, { last_seen_at: now.toISOString() });
  return { id: row.staff_id, sessionId: row.session_id, email: row.email, role: row.role };
}
