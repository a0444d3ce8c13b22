import { heightText } from '../../../shared/domain/height';
import { MANGLIK_PREFERENCES, splitList } from '../../../shared/domain/preferences';
import type { MemberPreview } from '../../../shared/protocol/previewTypes';
import { given, incomeLabel } from './listingText';

type Row = [label: string, value: string];

/** A partner preference left unset: it fits everyone. */
export const ANY = 'Any';

/** The family summary before an interest: no names, numbers or address are in the answer. */
export const familyRows = (p: MemberPreview): Row[] => [
  ["Father's occupation", given(p.father_occup)],
  ["Mother's occupation", given(p.mother_occup)],
  ['Family annual income', incomeLabel(p.family_anum)],
  ['Brothers', given(p.brother_status)],
  ['Sisters', given(p.sister_status)],
];

/**
 * "5 ft 0 in (152 cm) to 5 ft 8 in (173 cm)", "… or more", "Up to …" or Any; `both` words a
 * pair more shortly ("26 to 32 years").
 */
function range(
  min: string,
  max: string,
  say: (v: string) => string,
  both = (a: string, b: string) => `${say(a)} to ${say(b)}`,
): string {
  if (min && max) return both(min, max);
  if (min) return `${say(min)} or more`;
  if (max) return `Up to ${say(max)}`;
  return ANY;
}

const list = (text: string, say: (v: string) => string = (v) => v) => {
  const values = splitList(text);
  return values.length ? values.map(say).join(', ') : ANY;
};

const manglikWish = (value: string) =>
  MANGLIK_PREFERENCES.find((o) => o.value === value)?.label ?? value;

/** The member's partner preferences in words, in My Profile's order. */
export const preferenceRows = (p: MemberPreview): Row[] => [
  [
    'Age',
    range(
      p.pref_age_min,
      p.pref_age_max,
      (v) => `${v} years`,
      (a, b) => `${a} to ${b} years`,
    ),
  ],
  ['Height', range(p.pref_height_min, p.pref_height_max, heightText)],
  ['Education', list(p.pref_education)],
  ['Annual income', list(p.pref_income, incomeLabel)],
  ['State', p.pref_state || ANY],
  ['City', p.pref_city || ANY],
  ['Marital status', list(p.pref_marital)],
  ['Manglik status', manglikWish(p.pref_manglik)],
];
