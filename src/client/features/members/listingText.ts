import { COUNTRY_CODE, INCOME_OPTIONS } from '../../../shared/domain/constants';
import { manglikLabel } from '../../../shared/domain/manglik';
import type { ListingItem } from '../../../shared/protocol/types';
import { type LanguageTools } from '../../entities/language';
import { heightWords, valueLabel, type ValueGroup } from '../../entities/screenText';

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

/**
 * The safe facts of a listing (requirements §3), in the order a card shows them, in the shown
 * language: labels from the catalogues, wire values (Unmarried, Anshik Mangalic) by their label.
 */
export function listingFacts(item: ListingItem, tools: LanguageTools): [string, string][] {
  const { t } = tools;
  const notGiven = t('card.notGiven');
  const shown = (value: string | number | null | undefined) => {
    const text = given(value);
    return text === NOT_GIVEN ? notGiven : text;
  };
  const label = (group: ValueGroup, value: string, english = value) => {
    const text = given(value);
    return text === NOT_GIVEN ? notGiven : valueLabel(t, group, text, english);
  };
  const income = incomeLabel(item.self_anum);
  return [
    [t('card.age'), item.age === null ? notGiven : t('card.years', { age: item.age })],
    [t('card.height'), heightWords(tools, item.height) || notGiven],
    [t('card.livesIn'), shown(placeText(item.city_nm, item.state_nm))],
    [t('card.education'), label('qualification', item.max_qualification)],
    [t('card.occupation'), shown(item.occupation)],
    [
      t('card.income'),
      income === NOT_GIVEN ? notGiven : valueLabel(t, 'income', item.self_anum.trim(), income),
    ],
    [t('card.gotra'), shown(item.self_goutra)],
    [t('card.mamaGotra'), shown(item.mama_goutra)],
    [t('card.marital'), label('marital', item.marital_status)],
    [
      t('card.manglik'),
      label('manglik', item.mangalic_status, manglikLabel(given(item.mangalic_status))),
    ],
  ];
}
