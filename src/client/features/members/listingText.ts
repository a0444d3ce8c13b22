import { COUNTRY_CODE, INCOME_OPTIONS } from '../../../shared/domain/constants';
import { heightText } from '../../../shared/domain/height';
import { manglikLabel } from '../../../shared/domain/manglik';
import type { ListingItem } from '../../../shared/protocol/types';

export const NOT_GIVEN = 'Not given';

/** The value as text, or NOT_GIVEN when empty (a stored 0 is no value either). */
export const given = (value: string | number | null | undefined) => {
  const text = String(value ?? '').trim();
  return text && text !== '0' ? text : NOT_GIVEN;
};

/** An income option value (6 … 41) as the profile form names it. */
export function incomeLabel(value: string): string {
  return INCOME_OPTIONS.find((o) => o.value === String(value).trim())?.label ?? NOT_GIVEN;
}

export const ageText = (age: number | null) => (age === null ? NOT_GIVEN : `${age} years`);
export const phoneText = (phone: string) =>
  phone.trim() ? `${COUNTRY_CODE} ${phone.trim()}` : NOT_GIVEN;

export function placeText(city: string, state: string): string {
  const parts = [city, state].map((p) => p.trim()).filter(Boolean);
  return parts.length ? parts.join(', ') : NOT_GIVEN;
}

/** The safe facts of a listing (requirements §3), in the order a card shows them. */
export function listingFacts(item: ListingItem): [label: string, value: string][] {
  return [
    ['Age', ageText(item.age)],
    ['Height', heightText(item.height) || NOT_GIVEN],
    ['Lives in', placeText(item.city_nm, item.state_nm)],
    ['Education', given(item.max_qualification)],
    ['Occupation', given(item.occupation)],
    ['Annual income', incomeLabel(item.self_anum)],
    ['Gotra', given(item.self_goutra)],
    ["Mama's gotra", given(item.mama_goutra)],
    ['Marital status', given(item.marital_status)],
    ['Manglik status', manglikLabel(given(item.mangalic_status))],
  ];
}
