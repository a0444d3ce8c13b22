import {
  EMPTY_PREFERENCES,
  PREFERENCE_FIELDS,
  type Preferences,
} from '../../../shared/domain/preferences';
import type { MemberPreferenceTable } from '../../db/types';
import { ShapedQueries, type NoChoices } from '../../db/shapedQuery';
import type { Db } from '../../plugins/db';

type Row = Omit<MemberPreferenceTable, 'member_id' | 'updated_at'>;

/** A stored row as the wire's text ('' for any). */
export function toPreferences(row: Row | undefined): Preferences {
  const out: Preferences = { ...EMPTY_PREFERENCES };
  if (!row) return out;
  // Field by field: the row's member_id and updated_at never reach an answer.
  for (const f of PREFERENCE_FIELDS) out[f] = row[f] === null ? '' : String(row[f]);
  return out;
}

/** Checked wire text as a row (the schema has made the numbers whole numbers or ''). */
function toRow(p: Preferences): Row {
  const number = (v: string) => (v === '' ? null : Number(v));
  return {
    ...p,
    pref_age_min: number(p.pref_age_min),
    pref_age_max: number(p.pref_age_max),
    pref_height_min: number(p.pref_height_min),
    pref_height_max: number(p.pref_height_max),
  };
}

/** The member's about me and preferences; all '' when never saved. */
export async function findPreferences(db: Db, memberId: number): Promise<Preferences> {
  const row = await db
    .selectFrom('member_preferences')
    .selectAll()
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return toPreferences(row);
}

/** Replaces the member's about me and preferences (one row per member). */
export async function savePreferences(
  db: Db,
  memberId: number,
  preferences: Preferences,
  now: Date,
): Promise<void> {
  const row = { ...toRow(preferences), updated_at: now.toISOString() };
  await db
    .insertInto('member_preferences')
    .values({ member_id: memberId, ...row })
    .onConflict((oc) => oc.column('member_id').doUpdateSet(row))
    .execute();
}

/** The "About me" of each member who wrote one. */
// Compiled once per page length (shapedQuery.ts): every list of members asks this.
const aboutMeOfList = new ShapedQueries(
  (db: Db, _choices: NoChoices, b: { ids: readonly number[] }) =>
    db
      .selectFrom('member_preferences')
      .select(['member_id', 'about_me'])
      .where('member_id', 'in', b.ids)
      .where('about_me', '!=', ''),
);

export async function aboutMeOf(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.executeQuery(aboutMeOfList.compile(db, {}, { ids }));
  return new Map(rows.map((r) => [r.member_id, r.about_me]));
}
