import { MANGLIK_PREFERENCES, splitList } from '../../../shared/domain/preferences';
import type { MemberPreview } from '../../../shared/protocol/previewTypes';
import type { LanguageTools } from '../../entities/language';
import { heightWords, valueLabel, type ValueGroup } from '../../entities/screenText';
import { given, incomeLabel, NOT_GIVEN } from './listingText';

type Row = [label: string, value: string];

/** A manglik preference's words (shared/domain/preferences.ts's values). */
const MANGLIK_WISH = {
  '': 'prefs.manglik.any',
  Mangalic: 'prefs.manglik.Mangalic',
  General: 'prefs.manglik.General',
} as const;

/** The shown language's word for a value the member gave, its label when it is a seed value. */
function wordsOf({ t }: LanguageTools) {
  const notGiven = t('card.notGiven');
  const label = (group: ValueGroup, value: string) => {
    const text = given(value);
    return text === NOT_GIVEN ? notGiven : valueLabel(t, group, text);
  };
  const income = (value: string) => {
    const text = incomeLabel(value);
    return text === NOT_GIVEN ? notGiven : valueLabel(t, 'income', value.trim(), text);
  };
  return { notGiven, label, income };
}

/** The family summary before an interest: no names, numbers or address are in the answer. */
export function familyRows(p: MemberPreview, tools: LanguageTools): Row[] {
  const { t } = tools;
  const { notGiven, label, income } = wordsOf(tools);
  const shown = (value: string) => (given(value) === NOT_GIVEN ? notGiven : value.trim());
  return [
    [t('field.father_occup'), shown(p.father_occup)],
    [t('field.mother_occup'), shown(p.mother_occup)],
    [t('field.family_anum'), income(p.family_anum)],
    [t('field.brother_status'), label('brother', p.brother_status)],
    [t('field.sister_status'), label('sister', p.sister_status)],
  ];
}

/** The member's partner preferences in words, in My Profile's order, in the shown language. */
export function preferenceRows(p: MemberPreview, tools: LanguageTools): Row[] {
  const { t } = tools;
  const any = t('form.any');
  const { label, income } = wordsOf(tools);
  /** "5 ft 0 in (152 cm) to 5 ft 8 in (173 cm)", "… or more", "Up to …" or Any. */
  const range = (min: string, max: string, say: (v: string) => string) => {
    if (min && max) return t('range.both', { low: say(min), high: say(max) });
    if (min) return t('prefs.orMore', { low: say(min) });
    if (max) return t('prefs.upTo', { high: say(max) });
    return any;
  };
  const list = (text: string, say: (v: string) => string) => {
    const values = splitList(text);
    return values.length ? values.map(say).join(', ') : any;
  };
  const ages = () => {
    const [min, max] = [p.pref_age_min, p.pref_age_max];
    if (min && max) return t('prefs.ages', { low: min, high: max });
    return range(min, max, (v) => t('card.years', { age: v }));
  };
  const manglik = MANGLIK_PREFERENCES.find((o) => o.value === p.pref_manglik);
  return [
    [t('card.age'), ages()],
    [t('card.height'), range(p.pref_height_min, p.pref_height_max, (v) => heightWords(tools, v))],
    [t('card.education'), list(p.pref_education, (v) => label('qualification', v))],
    [t('card.income'), list(p.pref_income, income)],
    [t('field.state_nm'), p.pref_state || any],
    [t('field.city_nm'), p.pref_city || any],
    [t('card.marital'), list(p.pref_marital, (v) => label('marital', v))],
    [t('card.manglik'), manglik ? t(MANGLIK_WISH[manglik.value]) : p.pref_manglik],
  ];
}
