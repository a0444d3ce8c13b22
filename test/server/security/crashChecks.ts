import { sql } from 'kysely';
import { memNoFor } from '../../../src/server/accounts/memNo';
import type { Db } from '../../../src/server/plugins/db';
import type { Op } from './crashWorkload';

type Interest = Extract<Op, { kind: 'interest' }>;
const pairKey = (a: number, b: number) => `${Math.min(a, b)}-${Math.max(a, b)}`;

/**
 * Registration writes a member row and then its member number, in one transaction: a member
 * without mem_no (or with another one) is half written. Every acknowledged one must be there.
 */
export async function memberProblems(
  db: Db,
  { ops, acked, seeded }: { ops: Op[]; acked: Op[]; seeded: readonly string[] },
): Promise<string[]> {
  const problems: string[] = [];
  const rows = await db
    .selectFrom('members')
    .select(['id', 'mem_no', 'email_id', 'status', 'password_hash', 'consent_at'])
    .execute();
  const attempted = new Set(ops.flatMap((o) => (o.kind === 'register' ? [o.email] : [])));
  const stored = new Set(rows.map((r) => r.email_id));
  for (const r of rows) {
    if (r.mem_no !== memNoFor(r.id)) problems.push(`member ${r.id} has mem_no ${r.mem_no}`);
    if (!r.password_hash || !r.consent_at) problems.push(`member ${r.id} lacks hash or consent`);
    if (!attempted.has(r.email_id) && !seeded.includes(r.email_id)) {
      problems.push(`member ${r.id} (${r.email_id}) was never sent`);
    }
    if (attempted.has(r.email_id) && r.status !== 'pending') {
      problems.push(`registered member ${r.id} is ${r.status}, not pending`);
    }
  }
  for (const op of acked) {
    if (op.kind === 'register' && !stored.has(op.email)) {
      problems.push(`acknowledged registration ${op.email} is missing`);
    }
  }
  return problems;
}

/**
 * Interest requests: one row per pair at most, each one we sent, each acknowledged one present,
 * and the sender's daily count (taken before the insert) never below the requests it sent.
 */
export async function interestProblems(
  db: Db,
  { ops, acked }: { ops: Op[]; acked: Op[] },
): Promise<string[]> {
  const problems: string[] = [];
  const rows = await db.selectFrom('member_requests').selectAll().execute();
  const sent = new Set(
    ops.flatMap((o) => (o.kind === 'interest' ? [`${o.by.id}>${o.to.id}`] : [])),
  );
  const pairs = new Set<string>();
  const bySender = new Map<number, number>();
  for (const r of rows) {
    const key = pairKey(r.req_by_member_id, r.req_rec_member_id);
    if (pairs.has(key)) problems.push(`pair ${key} has two requests`);
    pairs.add(key);
    if (!sent.has(`${r.req_by_member_id}>${r.req_rec_member_id}`)) {
      problems.push(`request ${r.id} was never sent`);
    }
    if (r.req_status !== 'Pending') problems.push(`request ${r.id} is ${r.req_status}`);
    bySender.set(r.req_by_member_id, (bySender.get(r.req_by_member_id) ?? 0) + 1);
  }
  const present = new Set(rows.map((r) => `${r.req_by_member_id}>${r.req_rec_member_id}`));
  for (const op of acked.filter((o): o is Interest => o.kind === 'interest')) {
    if (!present.has(`${op.by.id}>${op.to.id}`)) {
      problems.push(`acknowledged request ${op.by.id}>${op.to.id} is missing`);
    }
  }
  const counts = await db.selectFrom('throttle').selectAll().execute();
  for (const [sender, n] of bySender) {
    const counted = Number(counts.find((c) => c.key === `interest:${sender}`)?.count ?? 0);
    if (counted < n) problems.push(`member ${sender} sent ${n} requests but ${counted} counted`);
  }
  return problems;
}

/** SQLite's own verdict on the file: pages, indexes and foreign keys. */
export async function sqliteProblems(db: Db): Promise<string[]> {
  const integrity = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(db);
  const foreign = await sql<Record<string, unknown>>`PRAGMA foreign_key_check`.execute(db);
  return [
    ...integrity.rows.map((r) => r.integrity_check).filter((v) => v !== 'ok'),
    ...foreign.rows.map((r) => `foreign key: ${JSON.stringify(r)}`),
  ];
}
