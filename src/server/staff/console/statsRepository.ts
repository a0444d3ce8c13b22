import type { Db } from '../../plugins/db';

/**
 * The SQL of the console's statistics: each weekly query reads only the rows of the window
 * (timestamps are ISO-8601 UTC text, which compares in time order on both dialects) and answers
 * only the timestamps; stats.ts puts them in weeks.
 */
export interface Window {
  from: string;
  to: string;
}

export async function registrationTimes(db: Db, { from, to }: Window): Promise<string[]> {
  const rows = await db
    .selectFrom('members')
    .select('created_at')
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .execute();
  return rows.map((r) => r.created_at);
}

export async function interestSentTimes(db: Db, { from, to }: Window): Promise<string[]> {
  const rows = await db
    .selectFrom('member_requests')
    .select('created_at')
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .execute();
  return rows.map((r) => r.created_at);
}

/** An accepted request's updated_at is when it was accepted: nothing changes it after that. */
export async function interestAcceptedTimes(db: Db, { from, to }: Window): Promise<string[]> {
  const rows = await db
    .selectFrom('member_requests')
    .select('updated_at')
    .where('req_status', '=', 'Accepted')
    .where('updated_at', '>=', from)
    .where('updated_at', '<', to)
    .execute();
  return rows.map((r) => r.updated_at);
}

export async function messageTimes(db: Db, { from, to }: Window): Promise<string[]> {
  const rows = await db
    .selectFrom('contact_requests')
    .select('created_at')
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .execute();
  return rows.map((r) => r.created_at);
}

/** Verified members counted per gender and date of birth (YYYY-MM-DD text); ages are TS's work. */
export async function verifiedByBirthDate(db: Db) {
  const rows = await db
    .selectFrom('members')
    .select((eb) => ['gender', 'dob', eb.fn.countAll<number | string>().as('n')])
    .where('status', '=', 'verified')
    .groupBy(['gender', 'dob'])
    .execute();
  return rows.map((r) => ({ gender: r.gender, dob: r.dob, n: Number(r.n) }));
}
