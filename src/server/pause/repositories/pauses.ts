import type { ExpressionBuilder } from 'kysely';
import { ShapedQueries, type NoChoices } from '../../db/shapedQuery';
import type { Database, MemberPauseTable, MemberTable } from '../../db/types';
import type { Db } from '../../plugins/db';

/**
 * The instant a pause is judged against, to the whole second: the search's count cache keys on
 * the compiled query, so a parameter that moved every millisecond would never hit it. A pause so
 * lasts at most a second past its end.
 */
export const judgedAt = (now: Date) =>
  new Date(Math.floor(now.getTime() / 1000) * 1000).toISOString();

type Pauses = ExpressionBuilder<Database, 'member_pauses'>;
const inForceAt = (instant: string) => (eb: Pauses) =>
  eb.or([eb('member_pauses.until', 'is', null), eb('member_pauses.until', '>', instant)]);
const inForce = (now: Date) => inForceAt(judgedAt(now));

/** The caller's pause in force at `now`, if any (one that has ended is no pause). */
export function findPause(
  db: Db,
  memberId: number,
  now: Date,
): Promise<MemberPauseTable | undefined> {
  return db
    .selectFrom('member_pauses')
    .selectAll()
    .where('member_id', '=', memberId)
    .where(inForce(now))
    .executeTakeFirst();
}

/** Pauses a member from `pausedAt`; a pause already there (in force or ended) is replaced. */
export async function putPause(db: Db, row: MemberPauseTable): Promise<void> {
  await db
    .insertInto('member_pauses')
    .values(row)
    .onConflict((oc) =>
      oc.column('member_id').doUpdateSet({ paused_at: row.paused_at, until: row.until }),
    )
    .execute();
}

/** Ends a member's pause; whether one was in force. A pause that had ended goes too. */
export async function endPause(db: Db, memberId: number, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const active = await trx
      .selectFrom('member_pauses')
      .select('member_id')
      .where('member_id', '=', memberId)
      .where(inForce(now))
      .executeTakeFirst();
    await trx.deleteFrom('member_pauses').where('member_id', '=', memberId).execute();
    return active !== undefined;
  });
}

/** The members with a pause in force at `now`, in id order (few at any time). */
// Compiled once (shapedQuery.ts): every search asks it.
const pausedAt = new ShapedQueries((db: Db, _choices: NoChoices, b: { instant: string }) =>
  db
    .selectFrom('member_pauses')
    .select('member_id')
    .where(inForceAt(b.instant))
    .orderBy('member_id'),
);

export async function pausedMemberIds(db: Db, now: Date): Promise<number[]> {
  const { rows } = await db.executeQuery(pausedAt.compile(db, {}, { instant: judgedAt(now) }));
  return rows.map((r) => r.member_id);
}

/**
 * The search's one condition on pauses: members (`m`) with no pause in force at `instant`
 * (judgedAt: the search passes it as a value, so its compiled text is kept). The primary key on
 * member_id makes it one index probe per candidate.
 */
export const notPausedAt =
  (instant: string) => (eb: ExpressionBuilder<Database & { m: MemberTable }, 'm'>) =>
    eb.not(
      eb.exists(
        eb
          .selectFrom('member_pauses')
          .select('member_pauses.member_id')
          .whereRef('member_pauses.member_id', '=', 'm.id')
          .where(inForceAt(instant)),
      ),
    );
