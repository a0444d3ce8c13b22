import { RANGE_UNSET } from '../../../shared/domain/constants';
import {
  parseSerParams,
  type SearchParams,
  type SerParamsInput,
} from '../../../shared/domain/schemas/search';
import type { SearchFilters } from './filtersSlice';

/** A typed age as the schema reads it: unset, a number, or the text itself (to be refused). */
function ageValue(typed: string): number | string | undefined {
  const text = typed.trim();
  if (text === '') return undefined;
  return /^\d{1,3}$/.test(text) ? Number(text) : text;
}

/**
 * getMembers' ser_params input (src/shared/domain/schemas/search.ts): the chosen filters only,
 * with the same-gotra toggle and the page always sent. The income range stays unset (-1, -1):
 * the chosen income option is matched exactly (issue #15 item 5).
 */
export function toSerParamsInput(filters: SearchFilters): SerParamsInput {
  const out: SerParamsInput = {};
  const city = filters.city_name.trim();
  if (city) out.city_name = city;
  if (filters.gender) out.gender = filters.gender;
  if (filters.salary_per_anum) out.salary_per_anum = filters.salary_per_anum;
  out.lowRange = RANGE_UNSET;
  out.highRange = RANGE_UNSET;
  if (filters.education) out.education = filters.education;
  if (filters.skin_color) out.skin_color = filters.skin_color;
  if (filters.marital_status) out.marital_status = filters.marital_status;
  if (filters.goutra.length > 0) out.goutra = [...filters.goutra];
  const ageMin = ageValue(filters.ageMin);
  const ageMax = ageValue(filters.ageMax);
  if (ageMin !== undefined) out.ageMin = ageMin;
  if (ageMax !== undefined) out.ageMax = ageMax;
  if (filters.heightMin) out.heightMin = Number(filters.heightMin);
  if (filters.heightMax) out.heightMax = Number(filters.heightMax);
  if (filters.state_nm) out.state_nm = filters.state_nm;
  if (filters.mangalic_status) out.mangalic_status = filters.mangalic_status;
  if (filters.withPhoto) out.withPhoto = true;
  // Sent as typed (digits kept as text): the schema says what is wrong with anything else.
  const memberNo = filters.member_no.trim();
  if (memberNo) out.member_no = memberNo;
  if (filters.sort !== 'newest') out.sort = filters.sort;
  out.hideSameGotra = filters.hideSameGotra;
  out.page = filters.page;
  return out;
}

export const toSerParams = (filters: SearchFilters): string =>
  JSON.stringify(toSerParamsInput(filters));

export type FilterCheck =
  { ok: true; serParams: string; params: SearchParams } | { ok: false; message: string };

/**
 * The filters as the service will read them, checked with the same schema before sending. A
 * failure's message is a check key (src/shared/domain/checks.ts): the sidebar says it in words.
 */
export function checkFilters(filters: SearchFilters): FilterCheck {
  const serParams = toSerParams(filters);
  const parsed = parseSerParams(serParams);
  return parsed.ok
    ? { ok: true, serParams, params: parsed.value }
    : { ok: false, message: parsed.message };
}
