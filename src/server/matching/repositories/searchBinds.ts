import {
  incomeValuesFor,
  SEARCH_PAGE_SIZE,
  type SearchParams,
  type SearchSort,
} from '../../../shared/domain/schemas/search';
import { isPostgres } from '../../db/dialect';
import { judgedAt } from '../../pause';
import type { Db } from '../../plugins/db';
import type { Searcher } from './search';

/**
 * Every value a search query is given, worked out from the searcher, her filters and the day
 * before the query is built. The builder (search.ts) only places them, so one compiled text
 * serves every search of the same shape (db/shapedQuery.ts). null leaves a condition out.
 */
export interface SearchBinds {
  [name: string]: string | number | null | readonly (string | number)[];
  me: number;
  gender: string;
  /** Blocked either way; null: too many to list, looked up per candidate. */
  blocked: readonly number[] | null;
  /** Paused now; null: too many to list (or not read), looked up per candidate at `pausedAt`. */
  paused: readonly number[] | null;
  pausedAt: string;
  /** The city's prefix: a LIKE pattern on PostgreSQL, a range of folded text on SQLite. */
  cityLike: string | null;
  cityFrom: string | null;
  cityBefore: string | null;
  /** The income options that fit; [] when none does (nothing matches), null when not asked. */
  incomes: readonly string[] | null;
  education: readonly string[];
  skin_color: readonly string[];
  marital_status: readonly string[];
  goutra: readonly string[];
  /** Dates of birth, compared as text: after `bornAfter`, on or before `bornBy`. */
  bornAfter: string | null;
  bornBy: string | null;
  heightMin: number | null;
  heightMax: number | null;
  state_nm: readonly string[];
  mangalic_status: readonly string[];
  member_no: number | null;
  /** The searcher's own and mama gotras, when she hides members of her gotras. */
  hiddenGotras: readonly string[];
  offset: number;
}

/** What changes the text but is no value: the order, and whether photos are asked for. */
export interface SearchChoices {
  [name: string]: string | boolean;
  sort: SearchSort;
  withPhoto: boolean;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * The latest date of birth (YYYY-MM-DD) of someone who is `age` or older on `today` (UTC date,
 * as shared ageOn counts). Compared as text; a bound like 2003-02-29 still orders correctly.
 */
function bornOnOrBefore(today: Date, age: number): string {
  const y = today.getUTCFullYear() - age;
  return `${pad(y, 4)}-${pad(today.getUTCMonth() + 1, 2)}-${pad(today.getUTCDate(), 2)}`;
}

const asciiLower = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** The smallest string above every string that starts with `prefix` (code point order). */
function afterPrefix(prefix: string): string {
  const chars = [...prefix];
  const last = chars.pop() ?? '';
  return chars.join('') + String.fromCodePoint((last.codePointAt(0) ?? 0) + 1);
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The city's prefix as each database's index serves it (search.ts, cityPrefix). */
function cityBinds(db: Db, city: string) {
  if (!city) return { cityLike: null, cityFrom: null, cityBefore: null };
  // PostgreSQL: members_city_idx is lower(city_nm) text_pattern_ops.
  if (isPostgres(db)) {
    return { cityLike: `${escapeLike(city.toLowerCase())}%`, cityFrom: null, cityBefore: null };
  }
  // SQLite's lower() folds ASCII only, so the prefix is folded the same way; a range is what
  // lets members_city_idx (lower(city_nm)) serve it.
  const low = asciiLower(city);
  return { cityLike: null, cityFrom: low, cityBefore: afterPrefix(low) };
}

/** Ages as dates of birth: age >= N ⇔ dob <= bornOnOrBefore(N); age <= M ⇔ dob > (M + 1). */
function ageBinds(p: SearchParams, today: Date) {
  if (p.ageMin === null && p.ageMax === null) return { bornAfter: null, bornBy: null };
  // '' (no date) never matches, so an upper age alone still asks for a date.
  const bornAfter = p.ageMax === null ? '0000-00-00' : bornOnOrBefore(today, p.ageMax + 1);
  const bornBy = p.ageMin === null ? null : bornOnOrBefore(today, p.ageMin);
  return { bornAfter, bornBy };
}

export function searchBinds(db: Db, searcher: Searcher, p: SearchParams, today: Date): SearchBinds {
  const hidden = p.hideSameGotra ? [searcher.self_goutra, searcher.mama_goutra] : [];
  return {
    me: searcher.id,
    gender: p.gender || oppositeGender(searcher.gender),
    blocked: searcher.excluded?.blocked ?? null,
    paused: searcher.excluded?.paused ?? null,
    pausedAt: judgedAt(today),
    ...cityBinds(db, p.city_name),
    incomes: incomeValuesFor(p),
    education: p.education,
    skin_color: p.skin_color,
    marital_status: p.marital_status,
    goutra: p.goutra,
    ...ageBinds(p, today),
    heightMin: p.heightMin,
    heightMax: p.heightMax,
    state_nm: p.state_nm,
    mangalic_status: p.mangalic_status,
    member_no: p.member_no,
    hiddenGotras: [...new Set(hidden.filter(Boolean))],
    offset: (p.page - 1) * SEARCH_PAGE_SIZE,
  };
}

export const searchChoices = (p: SearchParams): SearchChoices => ({
  sort: p.sort,
  withPhoto: p.withPhoto,
});

/** The gender search lists by default: the opposite of the searcher's. */
export const oppositeGender = (gender: string) => (gender === 'Female' ? 'Male' : 'Female');
