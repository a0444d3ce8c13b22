import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { Db } from '../../plugins/db';

type Tx = Db | Transaction<Database>;

/** Records that `by` blocks `whom`; a second block of the same member changes nothing. */
export async function insertBlock(db: Tx, by: number, whom: number, now: string): Promise<void> {
  await db
    .insertInto('member_blocks')
    .values({ blocker_id: by, blocked_id: whom, created_at: now })
    .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
    .execute();
}

/** Lifts `by`'s own block of `whom`; false when there was none (the other's block stays). */
export async function deleteBlock(db: Db, by: number, whom: number): Promise<boolean> {
  const result = await db
    .deleteFrom('member_blocks')
    .where('blocker_id', '=', by)
    .where('blocked_id', '=', whom)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The members `by` blocked, newest first, with what the list shows of them. */
export function listBlocksBy(db: Db, by: number) {
  return db
    .selectFrom('member_blocks as b')
    .innerJoin('members as m', 'm.id', 'b.blocked_id')
    .select(['m.id', 'm.mem_no', 'm.mem_name', 'b.created_at'])
    .where('b.blocker_id', '=', by)
    .orderBy('b.id', 'desc')
    .execute();
}
