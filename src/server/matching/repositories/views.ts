import type { Db } from '../../plugins/db';

export type ViewKind = 'listed' | 'profile';

/** Removes the days before `day` (the prune job). */
export const pruneViews = (db: Db, day: string) =>
  db.deleteFrom('quota_views').where('day', '<', day).execute();

/** The members the viewer has been charged for on `day` (at most the day's limit of them). */
export async function seenOn(
  db: Db,
  viewerId: number,
  day: string,
  kind: ViewKind,
): Promise<Set<number>> {
  const rows = await db
    .selectFrom('quota_views')
    .select('member_id')
    .where('viewer_id', '=', viewerId)
    .where('day', '=', day)
    .where('kind', '=', kind)
    .execute();
  return new Set(rows.map((r) => Number(r.member_id)));
}

export interface ViewRow {
  viewer_id: number;
  member_id: number;
  day: string;
  kind: ViewKind;
}

/** Rows per insert: four values each, well within both drivers' limit of bound values. */
const ROWS_PER_INSERT = 500;

/** Records views of several viewers at once; pairs already recorded are left as they are. */
export async function recordViewRows(db: Db, rows: readonly ViewRow[]): Promise<void> {
  for (let at = 0; at < rows.length; at += ROWS_PER_INSERT) {
    await db
      .insertInto('quota_views')
      .values(rows.slice(at, at + ROWS_PER_INSERT))
      .onConflict((oc) => oc.columns(['viewer_id', 'day', 'kind', 'member_id']).doNothing())
      .execute();
  }
}
