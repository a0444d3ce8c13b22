import type { SearchFilters } from './filtersSlice';

const TEXT_KEYS = [
  'city_name',
  'gender',
  'salary_per_anum',
  'education',
  'skin_color',
  'marital_status',
] as const;

/**
 * The ser_params field of getMembers (seed §7): the JSON of the chosen filters. Unchosen text
 * filters are left out; the range is always sent, with the seed's sentinels as strings.
 */
export function toSerParams(filters: SearchFilters): string {
  const out: Record<string, string | string[]> = {};
  for (const key of TEXT_KEYS) {
    const value = filters[key].trim();
    if (value) out[key] = value;
  }
  if (filters.goutra.length > 0) out.goutra = [...filters.goutra];
  out.lowRange = String(filters.lowRange);
  out.highRange = String(filters.highRange);
  return JSON.stringify(out);
}
