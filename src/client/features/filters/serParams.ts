import { RANGE_UNSET, SALARY_BANDS } from '../../../shared/domain/constants';
import {
  parseSerParams,
  type SearchParams,
  type SerParamsInput,
} from '../../../shared/domain/schemas/search';
import type { SearchFilters } from './filtersSlice';

/** lowRange / highRange of a requirements §9 band: -1 when unset, highRange -11 for "40+". */
export function incomeRange(label: string): { lowRange: number; highRange: number } {
  const band = SALARY_BANDS.find((b) => b.label === label);
  return band
    ? { lowRange: band.low, highRange: band.high }
    : { lowRange: RANGE_UNSET, highRange: RANGE_UNSET };
}

/** A typed age as the schema reads it: unset, a number, or the text itself (to be refused). */
function ageValue(typed: string): number | string | undefined {
  const text = typed.trim();
  if (text === '') return undefined;
  return /^\d{1,3}$/.test(text) ? Number(text) : text;
}

/**
 * getMembers' ser_params input (src/shared/domain/schemas/search.ts): the chosen filters only,
 * with the range, the same-gotra toggle and the page always sent.
 */
export function toSerParamsInput(filters: SearchFilters): SerParamsInput {
  const out: SerParamsInput = {};
  const city = filters.city_name.trim();
  if (city) out.city_name = city;
  if (filters.gender) out.gender = filters.gender;
  if (filters.salary_per_anum) out.salary_per_anum = filters.salary_per_anum;
  Object.assign(out, incomeRange(filters.salary_per_anum));
  if (filters.education) out.education = filters.education;
  if (filters.skin_color) out.skin_color = filters.skin_color;
  if (filters.marital_status) out.marital_status = filters.marital_status;
  if (filters.goutra.length > 0) out.goutra = [...filters.goutra];
  const ageMin = ageValue(filters.ageMin);
  const ageMax = ageValue(filters.ageMax);
  if (ageMin !== undefined) out.ageMin = ageMin;
  if (ageMax !== undefined) out.ageMax = ageMax;
  out.hideSameGotra = filters.hideSameGotra;
  out.page = filters.page;
  return out;
}

export const toSerParams = (filters: SearchFilters): string =>
  JSON.stringify(toSerParamsInput(filters));

export type FilterCheck =
  { ok: true; serParams: string; params: SearchParams } | { ok: false; message: string };

/** The filters as the service will read them, checked with the same schema before sending. */
export function checkFilters(filters: SearchFilters): FilterCheck {
  const serParams = toSerParams(filters);
  const parsed = parseSerParams(serParams);
  return parsed.ok
    ? { ok: true, serParams, params: parsed.value }
    : { ok: false, message: parsed.message };
}
