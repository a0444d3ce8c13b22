import * as yup from 'yup';
import {
  GENDERS,
  INCOME_OPTIONS,
  MANGALIC_STATUSES,
  MARITAL_STATUSES,
  QUALIFICATIONS,
  RANGE_OPEN_ENDED,
  RANGE_UNSET,
  SALARY_BANDS,
  SKIN_COLORS,
} from '../constants';
import { CHECKS, check, checkText } from '../checks';
import { HEIGHT_CM } from '../height';

/**
 * getMembers' ser_params: the JSON of the search sidebar's filters (requirements §3.6.4 "search filter
 * fields", plus age, hideSameGotra and page). The client may validate with `serParamsSchema`; the
 * server reads the field with `parseSerParams`, which also refuses what is not flat JSON.
 *
 * The JSON is one object whose values are strings, numbers, booleans or arrays of strings. Keys:
 *
 * - city_name: the start of the city name, any case ("jai" finds Jaipur). '' = any city.
 * - gender: 'Male' | 'Female'; '' (the default) = the opposite of the caller's gender.
 * - lowRange, highRange: annual income in lakh; -1 = unset, highRange -11 = no upper bound
 *   (requirements §9). Numbers or numeric strings. When both are set, lowRange < highRange.
 * - salary_per_anum: one of the profile's income option values ('6', '8', … '41', as self_anum
 *   holds them; issue #15 item 5), which matches exactly that option; or a salary band label of
 *   requirements §9 ('5-6' … '40+', mapped as below). Either stands only when lowRange and highRange
 *   are both unset; otherwise the range decides. '' = any.
 * - education (max_qualification), skin_color, marital_status: one value or an array of values
 *   from the requirements §3 lists. '' or '0' = any.
 * - goutra: a gotra name or an array of them; matches the member's own gotra (self_goutra).
 * - ageMin, ageMax: whole years, 18–80, computed from the date of birth on the server's clock.
 *   -1 or '' = unset. When both are set, ageMin <= ageMax.
 * - hideSameGotra: default true — hides members whose own or mama gotra equals the caller's own
 *   or mama gotra (in either direction: four comparisons).
 * - heightMin, heightMax: whole cm, 120–230 (the sidebar offers feet and inches); -1 or '' = unset.
 *   When both are set, heightMin <= heightMax.
 * - state_nm: a state name or an array of them (the profile's state, exactly).
 * - mangalic_status: one value or an array of values of the profile's list ('Mangalic',
 *   'Anshik Mangalic', 'General': the wire's spelling; screens say "Manglik").
 * - withPhoto: default false — only members with a profile photo the caller may see (shown to
 *   all verified members, or the two accepted each other: the rule of src/server/matching).
 * - member_no: the member number as members read it ("1012"), digits only; an exact lookup that
 *   still passes every other filter and exclusion. '' = unset.
 * - sort: 'newest' (the default: newest verified first), 'younger' (youngest first) or 'older'.
 * - page: 1-based, at most 500; 20 members a page.
 *
 * Income: a member's self_anum is one of the option values 6, 8, 10, 15, 20, 30, 40, 41, and each
 * value V stands for an income band (P, V] lakh, where P is the option value before V (0 for 6);
 * 41 stands for (40, ∞). A member matches the range when the band overlaps it:
 * P < highRange (or highRange unset / -11) and V > lowRange (or lowRange unset). So the
 * bands select exactly one option each: 5-6 → 6, 6-8 → 8, 8-10 → 10, 10-15 → 15, 15-20 → 20,
 * 20-30 → 30, 30-40 → 40, 40+ → 41; and 7-9 selects 8 and 10.
 */
export const SER_PARAMS_MAX_BYTES = 2048;
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_MAX_PAGE = 500;
export const SEARCH_AGE = { min: 18, max: 80 } as const;
/** At most this many values in one multi-choice filter (goutra, education, …). */
export const SEARCH_LIST_MAX = 50;
export const SEARCH_TEXT_MAX = 80;
/** Incomes in lakh above this are not a range anyone means. */
export const SEARCH_INCOME_MAX = 1000;

/** The checks of the filters, by name: keys of src/shared/domain/checks.ts. */
export const SEARCH_CHECKS = {
  tooLong: check('searchTooLong'),
  unreadable: check('searchUnreadable'),
  gender: check('searchGender'),
  education: check('prefEducation'),
  skinColor: check('searchSkinColor'),
  maritalStatus: check('prefMarital'),
  goutra: check('gotraListed'),
  tooMany: check('searchTooMany', { max: SEARCH_LIST_MAX }),
  text: check('searchText', { max: SEARCH_TEXT_MAX }),
  salaryBand: check('searchSalaryBand'),
  income: check('searchIncome'),
  incomeOrder: check('searchIncomeOrder'),
  age: check('prefAge', { min: SEARCH_AGE.min, max: SEARCH_AGE.max }),
  ageOrder: check('searchAgeOrder'),
  page: check('searchPage', { max: SEARCH_MAX_PAGE }),
  height: check('prefHeight', { min: HEIGHT_CM.min, max: HEIGHT_CM.max }),
  heightOrder: check('searchHeightOrder'),
  state: check('searchState'),
  manglik: check('searchManglik'),
  withPhoto: check('searchWithPhoto'),
  memberNo: check('searchMemberNo'),
  sort: check('searchSort'),
  hideSameGotra: check('searchHideSameGotra'),
} as const;

/** A filter nobody knows, named (yup's noUnknown says it as `unknown`). */
const unknownFilter = ({ unknown }: { unknown?: unknown }) =>
  check('searchUnknown', { unknown: String(unknown ?? '') });

/** Their English words (the search sidebar is English; getMembers' -10 says them to English readers). */
export const SEARCH_MESSAGES = {
  ...(Object.fromEntries(
    Object.entries(SEARCH_CHECKS).map(([name, message]) => [name, checkText(message, 'en')]),
  ) as Record<keyof typeof SEARCH_CHECKS, string>),
  unknown: CHECKS.searchUnknown.en.replace('{unknown}', '${unknown}'),
};

export type SearchGender = '' | (typeof GENDERS)[number];
export const SEARCH_SORTS = ['newest', 'younger', 'older'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
/** Member numbers are at most nine digits (src/server/accounts/memNo.ts). */
const MEMBER_NO = /^\d{1,9}$/;

/** The filters after reading: every key present, multi-choice filters as arrays. */
export interface SearchParams {
  city_name: string;
  gender: SearchGender;
  salary_per_anum: string;
  lowRange: number;
  highRange: number;
  education: string[];
  skin_color: string[];
  goutra: string[];
  marital_status: string[];
  ageMin: number | null;
  ageMax: number | null;
  heightMin: number | null;
  heightMax: number | null;
  state_nm: string[];
  mangalic_status: string[];
  withPhoto: boolean;
  member_no: number | null;
  sort: SearchSort;
  hideSameGotra: boolean;
  page: number;
}

/** What the client may send (every key optional). */
export interface SerParamsInput {
  city_name?: string;
  gender?: SearchGender;
  salary_per_anum?: string;
  lowRange?: number | string;
  highRange?: number | string;
  education?: string | string[];
  skin_color?: string | string[];
  goutra?: string | string[];
  marital_status?: string | string[];
  ageMin?: number | string;
  ageMax?: number | string;
  heightMin?: number | string;
  heightMax?: number | string;
  state_nm?: string | string[];
  mangalic_status?: string | string[];
  withPhoto?: boolean | string;
  member_no?: number | string;
  sort?: SearchSort;
  hideSameGotra?: boolean | string;
  page?: number | string;
}

const UNCHOSEN = ['', '0'];

/** One value or an array of values; '' / '0' mean "any" and are dropped. */
const many = (message: string, options?: readonly string[]) =>
  yup
    .array()
    .typeError(message)
    .transform((value: unknown, original: unknown) => {
      if (typeof original === 'string') return [original];
      return value;
    })
    .of(
      yup
        .string()
        .typeError(message)
        .defined(message)
        .trim()
        .max(SEARCH_TEXT_MAX, SEARCH_CHECKS.text)
        .test('listed', message, (v) => !options || UNCHOSEN.includes(v) || options.includes(v)),
    )
    .max(SEARCH_LIST_MAX, SEARCH_CHECKS.tooMany)
    .default([])
    // A lone number or true is no list: left as it is, for the type check to refuse in words.
    .transform((value: unknown) =>
      Array.isArray(value)
        ? value.filter((v) => typeof v !== 'string' || !UNCHOSEN.includes(v.trim()))
        : value,
    );

const unsetToNull = (value: unknown, original: unknown) =>
  original === '' || original === -1 || original === '-1' || original === null ? null : value;

const age = () =>
  yup
    .number()
    .typeError(SEARCH_CHECKS.age)
    .transform(unsetToNull)
    .nullable()
    .integer(SEARCH_CHECKS.age)
    .min(SEARCH_AGE.min, SEARCH_CHECKS.age)
    .max(SEARCH_AGE.max, SEARCH_CHECKS.age)
    .default(null);

const height = () =>
  yup
    .number()
    .typeError(SEARCH_CHECKS.height)
    .transform(unsetToNull)
    .nullable()
    .integer(SEARCH_CHECKS.height)
    .min(HEIGHT_CM.min, SEARCH_CHECKS.height)
    .max(HEIGHT_CM.max, SEARCH_CHECKS.height)
    .default(null);

const isSetIncome = (v: number) => v >= 0;
const isIncomeOption = (v: string) => INCOME_OPTIONS.some((o) => o.value === v);

export const serParamsSchema = yup
  .object({
    city_name: yup
      .string()
      .typeError(SEARCH_CHECKS.text)
      .trim()
      .max(SEARCH_TEXT_MAX, SEARCH_CHECKS.text)
      .default(''),
    gender: yup
      .string()
      .typeError(SEARCH_CHECKS.gender)
      .trim()
      .default('')
      .test('gender', SEARCH_CHECKS.gender, (v) => v === '' || GENDERS.some((g) => g === v)),
    salary_per_anum: yup
      .string()
      .typeError(SEARCH_CHECKS.salaryBand)
      .trim()
      .default('')
      .test(
        'band',
        SEARCH_CHECKS.salaryBand,
        (v) => UNCHOSEN.includes(v) || isIncomeOption(v) || SALARY_BANDS.some((b) => b.label === v),
      )
      .transform((v: unknown) => (v === '0' ? '' : v)),
    lowRange: yup
      .number()
      .typeError(SEARCH_CHECKS.income)
      .integer(SEARCH_CHECKS.income)
      .default(RANGE_UNSET)
      .test(
        'low',
        SEARCH_CHECKS.income,
        (v) => v === RANGE_UNSET || (v >= 0 && v <= SEARCH_INCOME_MAX),
      ),
    highRange: yup
      .number()
      .typeError(SEARCH_CHECKS.income)
      .integer(SEARCH_CHECKS.income)
      .default(RANGE_UNSET)
      .test(
        'high',
        SEARCH_CHECKS.income,
        (v) => v === RANGE_UNSET || v === RANGE_OPEN_ENDED || (v >= 1 && v <= SEARCH_INCOME_MAX),
      ),
    education: many(SEARCH_CHECKS.education, QUALIFICATIONS),
    skin_color: many(SEARCH_CHECKS.skinColor, SKIN_COLORS),
    goutra: many(SEARCH_CHECKS.goutra),
    marital_status: many(SEARCH_CHECKS.maritalStatus, MARITAL_STATUSES),
    ageMin: age(),
    ageMax: age(),
    heightMin: height(),
    heightMax: height(),
    state_nm: many(SEARCH_CHECKS.state),
    mangalic_status: many(SEARCH_CHECKS.manglik, MANGALIC_STATUSES),
    withPhoto: yup.boolean().typeError(SEARCH_CHECKS.withPhoto).default(false),
    member_no: yup
      .string()
      .typeError(SEARCH_CHECKS.memberNo)
      .trim()
      .default('')
      .test('member-no', SEARCH_CHECKS.memberNo, (v) => v === '' || MEMBER_NO.test(v)),
    sort: yup
      .string()
      .typeError(SEARCH_CHECKS.sort)
      .default('newest')
      .oneOf(SEARCH_SORTS, SEARCH_CHECKS.sort),
    hideSameGotra: yup.boolean().typeError(SEARCH_CHECKS.hideSameGotra).default(true),
    page: yup
      .number()
      .typeError(SEARCH_CHECKS.page)
      .integer(SEARCH_CHECKS.page)
      .min(1, SEARCH_CHECKS.page)
      .max(SEARCH_MAX_PAGE, SEARCH_CHECKS.page)
      .default(1),
  })
  .noUnknown(true, unknownFilter)
  .test(
    'income-order',
    SEARCH_CHECKS.incomeOrder,
    (v) => !isSetIncome(v.lowRange) || !isSetIncome(v.highRange) || v.lowRange < v.highRange,
  )
  .test(
    'age-order',
    SEARCH_CHECKS.ageOrder,
    (v) => v.ageMin == null || v.ageMax == null || v.ageMin <= v.ageMax,
  )
  .test(
    'height-order',
    SEARCH_CHECKS.heightOrder,
    (v) => v.heightMin == null || v.heightMax == null || v.heightMin <= v.heightMax,
  );

/** The filters that take a list (education, goutra, …); every other takes one value. */
export const LIST_FILTERS: ReadonlySet<string> = new Set(
  Object.entries(serParamsSchema.describe().fields)
    .filter(([, field]) => field.type === 'array')
    .map(([key]) => key),
);

const byteLength = (text: string) => new TextEncoder().encode(text).length;

/** Flat JSON only: no nested objects, no arrays inside arrays, no null inside arrays. */
function isFlat(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const scalar = (v: unknown) => ['string', 'number', 'boolean'].includes(typeof v);
  return Object.values(value).every(
    (v) => v === null || scalar(v) || (Array.isArray(v) && v.every((x) => scalar(x))),
  );
}

/** On failure, `message` is a check key: say it with checkText in the reader's language. */
export type SerParamsResult = { ok: true; value: SearchParams } | { ok: false; message: string };

/** Reads ser_params: at most 2 KB of flat JSON that passes `serParamsSchema`. */
export function parseSerParams(text: string): SerParamsResult {
  if (byteLength(text) > SER_PARAMS_MAX_BYTES) return { ok: false, message: SEARCH_CHECKS.tooLong };
  let json: unknown;
  try {
    json = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return { ok: false, message: SEARCH_CHECKS.unreadable };
  }
  if (!isFlat(json)) return { ok: false, message: SEARCH_CHECKS.unreadable };
  // Checked here too: yup never sees a "__proto__" key (its cast assigns it away).
  const unknownKey = Object.keys(json).find((k) => !Object.hasOwn(serParamsSchema.fields, k));
  if (unknownKey !== undefined) {
    return { ok: false, message: unknownFilter({ unknown: unknownKey }) };
  }
  // A list where one value belongs is refused before yup: its trim() throws on an array (the
  // fuzz suite's HTTP 500), and its number cast would read [5] as 5.
  if (Object.entries(json).some(([k, v]) => Array.isArray(v) && !LIST_FILTERS.has(k))) {
    return { ok: false, message: SEARCH_CHECKS.unreadable };
  }
  try {
    const v = serParamsSchema.validateSync(json, {
      abortEarly: true,
      strict: false,
      // yup would otherwise drop unknown keys before noUnknown looks for them.
      stripUnknown: false,
    });
    const value: SearchParams = {
      city_name: v.city_name,
      gender: v.gender as SearchGender,
      salary_per_anum: v.salary_per_anum,
      lowRange: v.lowRange,
      highRange: v.highRange,
      education: [...new Set(v.education as string[])],
      skin_color: [...new Set(v.skin_color as string[])],
      goutra: [...new Set(v.goutra as string[])],
      marital_status: [...new Set(v.marital_status as string[])],
      ageMin: v.ageMin ?? null,
      ageMax: v.ageMax ?? null,
      heightMin: v.heightMin ?? null,
      heightMax: v.heightMax ?? null,
      state_nm: [...new Set(v.state_nm as string[])],
      mangalic_status: [...new Set(v.mangalic_status as string[])],
      withPhoto: v.withPhoto,
      member_no: v.member_no === '' ? null : Number(v.member_no),
      sort: v.sort as SearchSort,
      hideSameGotra: v.hideSameGotra,
      page: v.page,
    };
    return { ok: true, value };
  } catch (err) {
    if (err instanceof yup.ValidationError) {
      return { ok: false, message: err.errors[0] ?? SEARCH_CHECKS.unreadable };
    }
    throw err;
  }
}

/**
 * The self_anum option values the income filter selects (see the mapping above), or null when
 * there is no income filter.
 */
export function incomeValuesFor(
  params: Pick<SearchParams, 'lowRange' | 'highRange' | 'salary_per_anum'>,
): string[] | null {
  let { lowRange: low, highRange: high } = params;
  if (low === RANGE_UNSET && high === RANGE_UNSET) {
    // An income option matches itself only (issue #15 item 5: the filter offers the profile's options).
    if (isIncomeOption(params.salary_per_anum)) return [params.salary_per_anum];
    const band = SALARY_BANDS.find((b) => b.label === params.salary_per_anum);
    if (!band) return null;
    [low, high] = [band.low, band.high];
  }
  const values: string[] = [];
  let previous = 0;
  for (const option of INCOME_OPTIONS) {
    const top = Number(option.value);
    // 41 is "more than 40": its band has no upper end.
    const upper = top > 40 ? Infinity : top;
    const lower = top > 40 ? 40 : previous;
    const belowHigh = high < 0 || lower < high;
    const aboveLow = low < 0 || upper > low;
    if (belowHigh && aboveLow) values.push(option.value);
    previous = top;
  }
  return values;
}
