import type { MemberFullProfile } from '../../../shared/protocol/types';
import type { LanguageTools, MessageId } from '../../entities/language';
import {
  dayText,
  heightWords,
  timeText,
  valueLabel,
  type ValueGroup,
} from '../../entities/screenText';
import { given, incomeLabel, NOT_GIVEN, phoneText } from './listingText';

type Row = [label: string, value: string];
export interface ProfileGroup {
  id: string;
  legend: string;
  rows: Row[];
}

/**
 * Another member's full biodata, grouped like the biodata card, in the third person and in the
 * shown language: labels and the seed's fixed values (Unmarried, Anshik Mangalic) from the
 * catalogues; what the member wrote (names, places, details) stays as entered.
 */
export function profileGroups(p: MemberFullProfile, tools: LanguageTools): ProfileGroup[] {
  const { t } = tools;
  const notGiven = t('card.notGiven');
  const shown = (text: string) => (text === NOT_GIVEN ? notGiven : text);
  const v = (key: keyof MemberFullProfile) => shown(given(p[key] as string));
  const tel = (key: keyof MemberFullProfile) => shown(phoneText(String(p[key] ?? '')));
  const label = (group: ValueGroup, key: keyof MemberFullProfile) => {
    const text = given(p[key] as string);
    return text === NOT_GIVEN ? notGiven : valueLabel(t, group, text);
  };
  const income = (value: string) => {
    const text = incomeLabel(value);
    return text === NOT_GIVEN ? notGiven : valueLabel(t, 'income', value.trim(), text);
  };
  const group = (id: string, legend: MessageId, rows: [MessageId, string][]): ProfileGroup => ({
    id,
    legend: t(legend),
    rows: rows.map(([key, value]) => [t(key), value]),
  });
  return [
    group('about', 'view.about', [
      ['field.gender', label('gender', 'gender')],
      ['card.age', p.age === null ? notGiven : t('card.years', { age: p.age })],
      ['field.marital_status', label('marital', 'marital_status')],
      ['field.height', heightWords(tools, p.height) || notGiven],
      ['field.skin_color', label('skin', 'skin_color')],
    ]),
    group('birth', 'group.birth', [
      ['field.dob', dayText(tools, p.fmt_dob) || v('dob')],
      ['field.birth_time', timeText(tools, p.fmt_time) || v('birth_time')],
      ['field.birth_place', v('birth_place')],
    ]),
    group('work', 'group.work', [
      ['field.max_qualification', label('qualification', 'max_qualification')],
      ['field.max_qualification_det', v('max_qualification_det')],
      ['field.occupation', v('occupation')],
      ['card.income', income(p.self_anum)],
    ]),
    group('address', 'group.address', [
      ['field.state_nm', v('state_nm')],
      ['field.city_nm', v('city_nm')],
      ['field.address', v('address')],
      ['field.landmark', v('landmark')],
      ['field.pincode', v('pincode')],
      ['field.contact_no', tel('contact_no')],
      ['field.email_id', v('email_id')],
    ]),
    group('family', 'group.family', [
      ['field.father_nm', v('father_nm')],
      ['field.father_occup', v('father_occup')],
      ['field.father_contact', tel('father_contact')],
      ['field.mother_name', v('mother_name')],
      ['field.mother_occup', v('mother_occup')],
      ['field.mother_contact', tel('mother_contact')],
      ['field.family_anum', income(p.family_anum)],
      ['field.brother_status', label('brother', 'brother_status')],
      ['view.brothers', v('brother_det')],
      ['field.sister_status', label('sister', 'sister_status')],
      ['view.sisters', v('sister_det')],
    ]),
    group('horoscope', 'group.horoscope', [
      ['card.gotra', v('self_goutra')],
      ['card.mamaGotra', v('mama_goutra')],
      ['card.manglik', label('manglik', 'mangalic_status')],
    ]),
    group('references', 'group.references', [
      ['view.refOne', v('ref_one_nm')],
      ['view.refOneMobile', tel('ref_one_contact')],
      ['view.refTwo', v('ref_two_nm')],
      ['view.refTwoMobile', tel('ref_two_contact')],
      ['field.registered_by', label('registeredBy', 'registered_by')],
    ]),
  ];
}
