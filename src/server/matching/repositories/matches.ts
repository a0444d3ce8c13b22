import { sql, type RawBuilder } from 'kysely';
import { ageOn } from '../../../shared/domain/age';
import { manglikClassOf, splitList, type Preferences } from '../../../shared/domain/preferences';
import type { Db } from '../../plugins/db';
import { readFilters } from '../filters';
import { LISTING_COLUMNS, type ListingRow } from './listing';
import { searchFrom, type Searcher } from './search';

/** Matches for you show at most this many members. */
export const MATCHES_LIMIT = 20;

/** The member asking for matches: the searcher, with what their partners' preferences read. */
export interface Seeker extends Searcher {
  dob: string;
  height: number;
  max_qualification: string;
  self_anum: string;
  state_nm: string;
  city_nm: string;
  marital_status: string;
  mangalic_status: string;
}

type PrefColumn = 'pref_education' | 'pref_income' | 'pref_marital';
type NumberColumn = 'pref_age_min' | 'pref_age_max' | 'pref_height_min' | 'pref_height_max';

/** Their list preference is unset, or holds my value ("a,b" as ",a,b," holds ",a,"). */
const listFits = (column: PrefColumn, mine: string): RawBuilder<boolean> => {
  const c = sql.ref(`p.${column}`);
  return sql<boolean>`(${c} is null or ${c} = '' or (',' || ${c} || ',') like ${`%,${mine},%`})`;
};

/** Their lowest and highest bound are unset or let my value in (an unknown value: no bound). */
const rangeFits = (low: NumberColumn, high: NumberColumn, mine: number | null) => {
  const [l, h] = [sql.ref(`p.${low}`), sql.ref(`p.${high}`)];
  if (mine === null) return sql<boolean>`(${l} is null and ${h} is null)`;
  return sql<boolean>`((${l} is null or ${l} <= ${mine}) and (${h} is null or ${h} >= ${mine}))`;
};

const textFits = (column: 'pref_state' | 'pref_manglik', mine: string) => {
  const c = sql.ref(`p.${column}`);
  return sql<boolean>`(${c} is null or ${c} = '' or ${c} = ${mine})`;
};

const whole = (v: string) => (v === '' ? null : Number(v));

/**
 * Members who fit the seeker's preferences and whose preferences the seeker fits, less those
 * search leaves out (searchFrom: gender, status, suspension, pause, blocks, same gotra) and
 * those with a request either way; newest verified first. A preference not set fits everyone.
 */
export function matchesQuery(db: Db, me: Seeker, prefs: Preferences, today: Date) {
  // The search's defaults, read once (yup's check of them ran on every call).
  const defaults = readFilters('');
  if (!defaults.ok) throw new Error(defaults.message);
  // Age, education and marital status filter as the search's own filters do.
  const params = {
    ...defaults.value,
    ageMin: whole(prefs.pref_age_min),
    ageMax: whole(prefs.pref_age_max),
    education: splitList(prefs.pref_education),
    marital_status: splitList(prefs.pref_marital),
  };
  let q = searchFrom(db, me, params, today)
    .where(
      'm.id',
      'not in',
      db
        .selectFrom('member_requests')
        .select('req_rec_member_id')
        .where('req_by_member_id', '=', me.id),
    )
    .where(
      'm.id',
      'not in',
      db
        .selectFrom('member_requests')
        .select('req_by_member_id')
        .where('req_rec_member_id', '=', me.id),
    );
  const heightMin = whole(prefs.pref_height_min);
  const heightMax = whole(prefs.pref_height_max);
  if (heightMin !== null) q = q.where('m.height', '>=', heightMin);
  if (heightMax !== null) q = q.where('m.height', '<=', heightMax);
  const incomes = splitList(prefs.pref_income);
  if (incomes.length) q = q.where('m.self_anum', 'in', incomes);
  if (prefs.pref_state) q = q.where('m.state_nm', '=', prefs.pref_state);
  if (prefs.pref_city) {
    q = q.where(sql<string>`lower(m.city_nm)`, '=', sql<string>`lower(${prefs.pref_city})`);
  }
  if (prefs.pref_manglik === 'Mangalic') {
    q = q.where('m.mangalic_status', 'in', ['Mangalic', 'Anshik Mangalic']);
  } else if (prefs.pref_manglik === 'General') {
    q = q.where('m.mangalic_status', '=', 'General');
  }
  // The other side: their preferences (no row: none set) against the seeker.
  return q
    .leftJoin('member_preferences as p', 'p.member_id', 'm.id')
    .where(rangeFits('pref_age_min', 'pref_age_max', ageOn(me.dob, today)))
    .where(rangeFits('pref_height_min', 'pref_height_max', me.height))
    .where(listFits('pref_education', me.max_qualification))
    .where(listFits('pref_income', me.self_anum))
    .where(listFits('pref_marital', me.marital_status))
    .where(textFits('pref_state', me.state_nm))
    .where(
      sql<boolean>`(p.pref_city is null or p.pref_city = '' or lower(p.pref_city) = lower(${me.city_nm}))`,
    )
    .where(textFits('pref_manglik', manglikClassOf(me.mangalic_status)))
    .select(LISTING_COLUMNS)
    .orderBy('m.verified_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(MATCHES_LIMIT);
}

export const findMatches = (
  db: Db,
  me: Seeker,
  prefs: Preferences,
  today: Date,
): Promise<ListingRow[]> => matchesQuery(db, me, prefs, today).execute();
