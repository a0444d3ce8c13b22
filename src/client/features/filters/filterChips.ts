import { heightText } from '../../../shared/domain/height';
import { GENDER_OPTIONS, INCOME_FILTER_OPTIONS, MANGLIK_OPTIONS } from './filterOptions';
import { initialFilters, type ClearedFilter, type SearchFilters } from './filtersSlice';

/** One active filter as a chip shows it, and what removing the chip clears. */
export interface ActiveFilter {
  text: string;
  clears: ClearedFilter[];
}

const labelOf = (options: { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

/** "24 to 32", "from 24", "up to 32". */
function range(low: string, high: string, show: (v: string) => string): string {
  if (low && high) return `${show(low)} to ${show(high)}`;
  return low ? `from ${show(low)}` : `up to ${show(high)}`;
}

/** The filters that differ from the start, in the sidebar's order (the order and page aside). */
export function activeFilters(f: SearchFilters): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  const one = (text: string, key: Exclude<ClearedFilter['key'], 'goutra'>) =>
    out.push({ text, clears: [{ key }] });
  const member = f.member_no.trim();
  const city = f.city_name.trim();
  if (member) one(`Member ID: ${member}`, 'member_no');
  if (city) one(`City: ${city}`, 'city_name');
  if (f.gender) one(`Looking for: ${labelOf(GENDER_OPTIONS, f.gender)}`, 'gender');
  if (f.salary_per_anum)
    one(`Income: ${labelOf(INCOME_FILTER_OPTIONS, f.salary_per_anum)}`, 'salary_per_anum');
  if (f.education) one(`Education: ${f.education}`, 'education');
  if (f.skin_color) one(`Skin colour: ${f.skin_color}`, 'skin_color');
  if (f.marital_status) one(`Marital status: ${f.marital_status}`, 'marital_status');
  if (f.state_nm) one(`State: ${f.state_nm}`, 'state_nm');
  if (f.mangalic_status)
    one(`Manglik status: ${labelOf(MANGLIK_OPTIONS, f.mangalic_status)}`, 'mangalic_status');
  const [ageMin, ageMax] = [f.ageMin.trim(), f.ageMax.trim()];
  if (ageMin || ageMax) {
    out.push({
      text: `Age: ${range(ageMin, ageMax, (v) => v)}`,
      clears: [{ key: 'ageMin' }, { key: 'ageMax' }],
    });
  }
  if (f.heightMin || f.heightMax) {
    out.push({
      text: `Height: ${range(f.heightMin, f.heightMax, (v) => heightText(Number(v)))}`,
      clears: [{ key: 'heightMin' }, { key: 'heightMax' }],
    });
  }
  for (const g of f.goutra)
    out.push({ text: `Gotra: ${g}`, clears: [{ key: 'goutra', value: g }] });
  if (f.withPhoto) one('With photo only', 'withPhoto');
  if (f.hideSameGotra !== initialFilters.hideSameGotra)
    one('Same-gotra matches shown', 'hideSameGotra');
  return out;
}
