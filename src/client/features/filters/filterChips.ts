import { heightText } from '../../../shared/domain/height';
import { type LanguageTools } from '../../entities/language';
import { valueLabel } from '../../entities/screenText';
import { INCOME_FILTER_OPTIONS, MANGLIK_OPTIONS, genderOptions } from './filterOptions';
import { initialFilters, type ClearedFilter, type SearchFilters } from './filtersSlice';

/** One active filter as a chip shows it, and what removing the chip clears. */
export interface ActiveFilter {
  text: string;
  clears: ClearedFilter[];
}

const labelOf = (options: { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

/**
 * The filters that differ from the start, in the sidebar's order (the order and page aside), in
 * the shown language: "Age: 24 to 32", "उम्र: 24 से 32 तक"; wire values by their labels.
 */
export function activeFilters(f: SearchFilters, tools: LanguageTools): ActiveFilter[] {
  const { t } = tools;
  /** "24 to 32", "from 24", "up to 32". */
  const range = (low: string, high: string, show: (v: string) => string) => {
    if (low && high) return t('range.both', { low: show(low), high: show(high) });
    return low ? t('range.from', { low: show(low) }) : t('range.upTo', { high: show(high) });
  };
  const height = (v: string) => {
    const m = /^(\d+) ft (\d+) in \((\d+) cm\)$/.exec(heightText(Number(v)));
    return m ? t('height.text', { feet: m[1], inches: m[2], cm: m[3] }) : v;
  };
  const out: ActiveFilter[] = [];
  const one = (text: string, key: Exclude<ClearedFilter['key'], 'goutra'>) =>
    out.push({ text, clears: [{ key }] });
  const member = f.member_no.trim();
  const city = f.city_name.trim();
  if (member) one(t('chip.memberNo', { v: member }), 'member_no');
  if (city) one(t('chip.city', { v: city }), 'city_name');
  if (f.gender) one(t('chip.lookingFor', { v: labelOf(genderOptions(tools), f.gender) }), 'gender');
  if (f.salary_per_anum) {
    const english = labelOf(INCOME_FILTER_OPTIONS, f.salary_per_anum);
    one(
      t('chip.income', { v: valueLabel(t, 'income', f.salary_per_anum, english) }),
      'salary_per_anum',
    );
  }
  if (f.education)
    one(t('chip.education', { v: valueLabel(t, 'qualification', f.education) }), 'education');
  if (f.skin_color) one(t('chip.skin', { v: valueLabel(t, 'skin', f.skin_color) }), 'skin_color');
  if (f.marital_status)
    one(t('chip.marital', { v: valueLabel(t, 'marital', f.marital_status) }), 'marital_status');
  if (f.state_nm) one(t('chip.state', { v: f.state_nm }), 'state_nm');
  if (f.mangalic_status) {
    const english = labelOf(MANGLIK_OPTIONS, f.mangalic_status);
    one(
      t('chip.manglik', { v: valueLabel(t, 'manglik', f.mangalic_status, english) }),
      'mangalic_status',
    );
  }
  const [ageMin, ageMax] = [f.ageMin.trim(), f.ageMax.trim()];
  if (ageMin || ageMax) {
    out.push({
      text: t('chip.age', { v: range(ageMin, ageMax, (v) => v) }),
      clears: [{ key: 'ageMin' }, { key: 'ageMax' }],
    });
  }
  if (f.heightMin || f.heightMax) {
    out.push({
      text: t('chip.height', { v: range(f.heightMin, f.heightMax, height) }),
      clears: [{ key: 'heightMin' }, { key: 'heightMax' }],
    });
  }
  for (const g of f.goutra)
    out.push({ text: t('chip.gotra', { v: g }), clears: [{ key: 'goutra', value: g }] });
  if (f.withPhoto) one(t('chip.withPhoto'), 'withPhoto');
  if (f.hideSameGotra !== initialFilters.hideSameGotra)
    one(t('chip.sameGotraShown'), 'hideSameGotra');
  return out;
}
