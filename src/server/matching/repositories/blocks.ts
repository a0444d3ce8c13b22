import type { ExpressionBuilder } from 'kysely';
import { ShapedQueries, type NoChoices } from '../../db/shapedQuery';
import type { Database } from '../../db/types';
import type { Db } from '../../plugins/db';

/**
 * Blocks as matching reads them (issue #14 item 5): a block either way hides the pair from each
 * other. The safety domain writes member_blocks; every list, profile and request here asks these.
 */

/** The members `me` blocked or who blocked `me`. */
// Compiled once (shapedQuery.ts): every search and list asks it.
const blocksOf = new ShapedQueries((db: Db, _choices: NoChoices, b: { me: number }) =>
  db
    .selectFrom('member_blocks')
    .select(['blocker_id', 'blocked_id'])
    .where((eb) => eb.or([eb('blocker_id', '=', b.me), eb('blocked_id', '=', b.me)])),
);

export async function blockedEitherWay(db: Db, me: number): Promise<Set<number>> {
  const { rows } = await db.executeQuery(blocksOf.compile(db, {}, { me }));
  return new Set(rows.map((r) => (r.blocker_id === me ? r.blocked_id : r.blocker_id)));
}

/** Whether either of the two blocked the other. */
export async function isBlockedPair(db: Db, a: number, b: number): Promise<boolean> {
  const row = await db
    .selectFrom('member_blocks')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]),
        eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** Subqueries for a members query: the ids `me` blocked, and the ids that blocked `me`. */
export const blockedBy = (db: Db, me: number) =>
  db.selectFrom('member_blocks').select('blocked_id').where('blocker_id', '=', me);
export const blockersOf = (db: Db, me: number) =>
  db.selectFrom('member_blocks').select('blocker_id').where('blocked_id', '=', me);

/** For a query over `member_requests`: only requests whose two sides have no block. */
export const requestNotBlocked = (eb: ExpressionBuilder<Database, 'member_requests'>) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('member_blocks as b')
        .select('b.id')
        .where((inner) =>
          inner.or([
            inner.and([
              inner('b.blocker_id', '=', inner.ref('member_requests.req_by_member_id')),
              inner('b.blocked_id', '=', inner.ref('member_requests.req_rec_member_id')),
            ]),
            inner.and([
              inner('b.blocker_id', '=', inner.ref('member_requests.req_rec_member_id')),
              inner('b.blocked_id', '=', inner.ref('member_requests.req_by_member_id')),
            ]),
          ]),
        ),
    ),
  );
