import type { Db } from '../../plugins/db';

export type ViewKind = 'listed' | 'profile';

/** How many members the viewer has been charged for on `day`. */
export async function countViews(
  db: Db,
  viewerId: number,
  day: string,
  kind: ViewKind,
): Promise<number> {
  const row = await db
    .selectFrom('quota_views')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('viewer_id', '=', viewerId)
    .where('day', '=', day)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Which of `memberIds` the viewer has already been charged for on `day`. */
export async function seenAmong(
  db: Db,
  viewerId: number,
  day: string,
  kind: ViewKind,
  memberIds: readonly number[],
): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('quota_views')
    .select('member_id')
    .where('viewer_id', '=', viewerId)
    .where('day', '=', day)
    .where('kind', '=', kind)
    .where('member_id', 'in', memberIds)
    .execute();
  return new Set(rows.map((r) => Number(r.member_id)));
}

/** Records members as seen; a pair already recorded (a parallel call) is left as it is. */
export async function recordViews(
  db: Db,
  viewerId: number,
  day: string,
  kind: ViewKind,
  memberIds: readonly number[],
): Promise<void> {
  if (memberIds.length === 0) return;
  await db
    .insertInto('quota_views')
    .values(memberIds.map((id) => ({ viewer_id: viewerId, member_id: id, day, kind })))
    .onConflict((oc) => oc.columns(['viewer_id', 'day', 'kind', 'member_id']).doNothing())
    .execute();
}

/** Removes the days before `day` (the prune job). */
export const pruneViews = (db: Db, day: string) =>
  db.deleteFrom('quota_views').where('day', '<', day).execute();
