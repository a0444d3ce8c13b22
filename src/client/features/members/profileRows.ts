import { heightText } from '../../../shared/domain/height';
import { manglikLabel } from '../../../shared/domain/manglik';
import type { MemberFullProfile } from '../../../shared/protocol/types';
import { ageText, incomeLabel, NOT_GIVEN, phoneText } from './listingText';

type Row = [label: string, value: string];
export interface ProfileGroup {
  id: string;
  legend: string;
  rows: Row[];
}

/** Another member's full biodata, grouped like the biodata card, in the third person. */
export function profileGroups(p: MemberFullProfile): ProfileGroup[] {
  const v = (key: keyof MemberFullProfile) => {
    const text = String(p[key] ?? '').trim();
    return text && text !== '0' ? text : NOT_GIVEN;
  };
  const tel = (key: keyof MemberFullProfile) => phoneText(String(p[key] ?? ''));
  return [
    {
      id: 'about',
      legend: 'About',
      rows: [
        ['Gender', v('gender')],
        ['Age', ageText(p.age)],
        ['Marital status', v('marital_status')],
        ['Height', heightText(p.height) || NOT_GIVEN],
        ['Skin colour', v('skin_color')],
      ],
    },
    {
      id: 'birth',
      legend: 'Birth',
      rows: [
        ['Date of birth', p.fmt_dob || v('dob')],
        ['Birth time', p.fmt_time || v('birth_time')],
        ['Birth place', v('birth_place')],
      ],
    },
    {
      id: 'work',
      legend: 'Education and work',
      rows: [
        ['Highest qualification', v('max_qualification')],
        ['Qualification details', v('max_qualification_det')],
        ['Occupation', v('occupation')],
        ['Annual income', incomeLabel(p.self_anum)],
      ],
    },
    {
      id: 'address',
      legend: 'Address and contact',
      rows: [
        ['State', v('state_nm')],
        ['City', v('city_nm')],
        ['Address', v('address')],
        ['Landmark', v('landmark')],
        ['Pincode', v('pincode')],
        ['Mobile', tel('contact_no')],
        ['Email', v('email_id')],
      ],
    },
    {
      id: 'family',
      legend: 'Family',
      rows: [
        ["Father's name", v('father_nm')],
        ["Father's occupation", v('father_occup')],
        ["Father's mobile", tel('father_contact')],
        ["Mother's name", v('mother_name')],
        ["Mother's occupation", v('mother_occup')],
        ["Mother's mobile", tel('mother_contact')],
        ['Family annual income', incomeLabel(p.family_anum)],
        ['Brothers', v('brother_status')],
        ['About the brothers', v('brother_det')],
        ['Sisters', v('sister_status')],
        ['About the sisters', v('sister_det')],
      ],
    },
    {
      id: 'horoscope',
      legend: 'Horoscope',
      rows: [
        ['Gotra', v('self_goutra')],
        ["Mama's gotra", v('mama_goutra')],
        ['Manglik status', manglikLabel(v('mangalic_status'))],
      ],
    },
    {
      id: 'references',
      legend: 'References',
      rows: [
        ['First reference', v('ref_one_nm')],
        ["First reference's mobile", tel('ref_one_contact')],
        ['Second reference', v('ref_two_nm')],
        ["Second reference's mobile", tel('ref_two_contact')],
        ['Registered by', v('registered_by')],
      ],
    },
  ];
}
