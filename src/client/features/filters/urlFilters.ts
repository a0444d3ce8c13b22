import {
  GENDERS,
  INCOME_OPTIONS,
  MANGALIC_STATUSES,
  MARITAL_STATUSES,
  QUALIFICATIONS,
  RANGE_UNSET,
  SKIN_COLORS,
} from '../../../shared/domain/constants';
import { HEIGHT_CM, nearestHeightCm } from '../../../shared/domain/height';
import {
  incomeValuesFor,
  SEARCH_LIST_MAX,
  SEARCH_MAX_PAGE,
  SEARCH_SORTS,
  SEARCH_TEXT_MAX,
  type SearchGender,
  type SearchSort,
} from '../../../shared/domain/schemas/search';
import { initialFilters, type SearchFilters } from './filtersSlice';

/**
 * The filters in the address bar, so that back / forward and a shared link restore them. Keys
 * are ser_params' own; what equals the default is left out, and what a link may not hold (an
 * unknown gender, an unlisted band) reads as the default.
 */
const oneOf = (value: string | null, allowed: readonly string[]) =>
  value !== null && allowed.includes(value) ? value : '';

const text = (value: string | null) => (value ?? '').slice(0, SEARCH_TEXT_MAX);

const typedAge = (value: string | null) => (value ?? '').trim().slice(0, 3);

/**
 * An income option; a link made before the options were offered may hold a requirements §9 band
 * ('5-6'), read as the one option it selected.
 */
function incomeOf(value: string | null): string {
  if (value === null) return '';
  if (INCOME_OPTIONS.some((o) => o.value === value)) return value;
  const band = incomeValuesFor({
    lowRange: RANGE_UNSET,
    highRange: RANGE_UNSET,
    salary_per_anum: value,
  });
  return band?.length === 1 ? band[0]! : '';
}

/** A height in cm within the allowed range, as the nearest whole inch the sidebar offers. */
function heightOf(value: string | null): string {
  const cm = Number(value);
  if (!value || !Number.isInteger(cm) || cm < HEIGHT_CM.min || cm > HEIGHT_CM.max) return '';
  return String(nearestHeightCm(cm));
}

function pageOf(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= SEARCH_MAX_PAGE ? n : 1;
}

export function filtersFromQuery(params: URLSearchParams): SearchFilters {
  const gotras = params
    .getAll('goutra')
    .map((g) => g.trim().slice(0, SEARCH_TEXT_MAX))
    .filter(Boolean);
  return {
    city_name: text(params.get('city_name')).trim(),
    gender: oneOf(params.get('gender'), GENDERS) as SearchGender,
    salary_per_anum: incomeOf(params.get('salary_per_anum')),
    education: oneOf(params.get('education'), QUALIFICATIONS),
    skin_color: oneOf(params.get('skin_color'), SKIN_COLORS),
    marital_status: oneOf(params.get('marital_status'), MARITAL_STATUSES),
    goutra: [...new Set(gotras)].slice(0, SEARCH_LIST_MAX),
    ageMin: typedAge(params.get('ageMin')),
    ageMax: typedAge(params.get('ageMax')),
    heightMin: heightOf(params.get('heightMin')),
    heightMax: heightOf(params.get('heightMax')),
    state_nm: text(params.get('state_nm')).trim(),
    mangalic_status: oneOf(params.get('mangalic_status'), MANGALIC_STATUSES),
    withPhoto: params.get('withPhoto') === '1',
    member_no: (params.get('member_no') ?? '').trim().slice(0, 12),
    sort: (oneOf(params.get('sort'), SEARCH_SORTS) || 'newest') as SearchSort,
    hideSameGotra: !['0', 'false'].includes(params.get('hideSameGotra') ?? ''),
    page: pageOf(params.get('page')),
  };
}

/** The query string (without "?") for the filters; '' for the defaults. */
export function filtersToQuery(filters: SearchFilters): string {
  const params = new URLSearchParams();
  const put = (key: string, value: string) => {
    if (value) params.append(key, value);
  };
  put('city_name', filters.city_name.trim());
  put('gender', filters.gender);
  put('salary_per_anum', filters.salary_per_anum);
  put('education', filters.education);
  put('skin_color', filters.skin_color);
  put('marital_status', filters.marital_status);
  filters.goutra.forEach((g) => put('goutra', g));
  put('ageMin', filters.ageMin.trim());
  put('ageMax', filters.ageMax.trim());
  put('heightMin', filters.heightMin);
  put('heightMax', filters.heightMax);
  put('state_nm', filters.state_nm.trim());
  put('mangalic_status', filters.mangalic_status);
  if (filters.withPhoto) put('withPhoto', '1');
  put('member_no', filters.member_no.trim());
  if (filters.sort !== initialFilters.sort) put('sort', filters.sort);
  if (filters.hideSameGotra !== initialFilters.hideSameGotra) put('hideSameGotra', '0');
  if (filters.page !== 1) put('page', String(filters.page));
  return params.toString();
}

/** The query a location's search stands for, written the way filtersToQuery writes it. */
export const normalQuery = (search: string) =>
  filtersToQuery(filtersFromQuery(new URLSearchParams(search)));

const TYPED: (keyof SearchFilters)[] = ['city_name', 'ageMin', 'ageMax', 'member_no'];

/**
 * Whether `next` differs from `shown` only in what is typed (city, ages, member ID; a typed change also
 * resets the page). Those reach the URL and the service once typing pauses.
 */
export function onlyTypingDiffers(next: SearchFilters, shown: SearchFilters): boolean {
  const key = (f: SearchFilters, typed: boolean) =>
    JSON.stringify(
      Object.entries(f).filter(
        ([k]) => TYPED.includes(k as keyof SearchFilters) === typed && k !== 'page',
      ),
    );
  return key(next, false) === key(shown, false) && key(next, true) !== key(shown, true);
}
