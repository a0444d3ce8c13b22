import type { CompiledQuery } from 'kysely';
import type { Db } from '../../plugins/db';
import type { MemberStatus } from '../../../shared/protocol/types';

export interface SessionRow {
  session_id: number;
  created_at: string;
  last_seen_at: string;
  revoked_at: string | null;
  member_id: number;
  mem_no: number | null;
  first_name: string;
  email_id: string;
  status: MemberStatus;
  suspended_at: string | null;
  /** The member's language (migration 024): the -10 check texts are said in it. */
  language: string;
  /** What the search needs of the searcher, read here so getMembers does not read it again. */
  gender: string;
  self_goutra: string;
  mama_goutra: string;
}

export async function createSession(
  db: Db,
  memberId: number,
  tokenHash: string,
  now: string,
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ member_id: memberId, token_hash: tokenHash, created_at: now, last_seen_at: now })
    .execute();
}

/**
 * The session and its member's query, built and compiled once per database handle: it runs on
 * every member call, and Kysely's building and compiling of it cost about as much as SQLite's
 * answering it (issue #19 item 4). Only the token's hash changes from call to call.
 */
const sessionQueries = new WeakMap<Db, CompiledQuery<SessionRow>>();

function sessionQuery(db: Db): CompiledQuery<SessionRow> {
  let compiled = sessionQueries.get(db);
  if (!compiled) {
    compiled = db
      .selectFrom('sessions as s')
      .innerJoin('members as m', 'm.id', 's.member_id')
      .select([
        's.id as session_id',
        's.created_at',
        's.last_seen_at',
        's.revoked_at',
        'm.id as member_id',
        'm.mem_no',
        'm.first_name',
        'm.email_id',
        'm.status',
        'm.suspended_at',
        'm.language',
        'm.gender',
        'm.self_goutra',
        'm.mama_goutra',
      ])
      .where('s.token_hash', '=', '')
      .compile();
    sessionQueries.set(db, compiled);
  }
  return compiled;
}

export async function findSession(db: Db, tokenHash: string): Promise<SessionRow | undefined> {
  const query: CompiledQuery<SessionRow> = { ...sessionQuery(db), parameters: [tokenHash] };
  const { rows } = await db.executeQuery(query);
  return rows[0];
}

export async function touchSession(db: Db, sessionId: number, now: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
}

export async function revokeSession(db: Db, sessionId: number, now: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeAllSessions(db: Db, memberId: number, now: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .execute();
}
