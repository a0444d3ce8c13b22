import { COUNTRY_CODE } from '../../../shared/domain/constants';
import type { MyProfile } from '../../../shared/protocol/types';
import { dayText, heightWords, timeText, valueLabel } from '../../entities/screenText';
import type { LanguageTools } from '../../entities/language';
import { optionLabel, type FieldDef } from '../profile';

/**
 * A profile field as the biodata card prints it, in the shown language: the labels of the wire
 * values and the date of birth follow it; names, places and numbers are printed as entered.
 */
export function displayValue(def: FieldDef, profile: MyProfile, tools: LanguageTools): string {
  const notGiven = tools.t('card.notGiven');
  switch (def.name) {
    case 'dob':
      return dayText(tools, profile.fmt_dob || profile.dob) || notGiven;
    case 'birth_time':
      return timeText(tools, profile.fmt_time || profile.birth_time) || notGiven;
    case 'height':
      return heightWords(tools, profile.height) || notGiven;
  }
  const raw = String(profile[def.name] ?? '').trim();
  if (!raw || raw === '0') return notGiven;
  if (def.kind === 'tel') return `${COUNTRY_CODE} ${raw}`;
  const english = optionLabel(def, raw);
  return def.values ? valueLabel(tools.t, def.values, raw, english) : english;
}
