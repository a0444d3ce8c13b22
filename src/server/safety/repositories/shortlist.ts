import type { Db } from '../../plugins/db';

/** Saves `saved` to `member`'s shortlist; saving twice keeps one entry. */
export async function insertShortlist(
  db: Db,
  member: number,
  saved: number,
  now: string,
): Promise<void> {
  await db
    .insertInto('member_shortlist')
    .values({ member_id: member, saved_id: saved, created_at: now })
    .onConflict((oc) => oc.columns(['member_id', 'saved_id']).doNothing())
    .execute();
}

export async function deleteShortlist(db: Db, member: number, saved: number): Promise<void> {
  await db
    .deleteFrom('member_shortlist')
    .where('member_id', '=', member)
    .where('saved_id', '=', saved)
    .execute();
}

/**
 * The shortlist's members still to show, newest saved first: verified, and no block either way.
 * Deleted members went with their rows (ON DELETE CASCADE); an unverified one is kept but hidden,
 * so it comes back should the team verify it again.
 */
export async function shortlistedIds(db: Db, member: number): Promise<number[]> {
  const rows = await db
    .selectFrom('member_shortlist as s')
    .innerJoin('members as m', 'm.id', 's.saved_id')
    .select('m.id')
    .where('s.member_id', '=', member)
    .where('m.status', '=', 'verified')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('member_blocks as b')
            .select('b.id')
            .where((w) =>
              w.or([
                w.and([w('b.blocker_id', '=', member), w('b.blocked_id', '=', w.ref('m.id'))]),
                w.and([w('b.blocked_id', '=', member), w('b.blocker_id', '=', w.ref('m.id'))]),
              ]),
            ),
        ),
      ),
    )
    .orderBy('s.id', 'desc')
    .execute();
  return rows.map((r) => r.id);
}
