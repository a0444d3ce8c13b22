import { heightText } from '../../shared/domain/height';
import { peopleDateTime } from '../../shared/domain/peopleDates';
/** The desk's view of a registration: every stored field, grouped, with its label in words. */
export const BIODATA_GROUPS: { legend: string; fields: [key: string, label: string][] }[] = [
  {
    legend: 'Member',
    fields: [
      ['mem_name', 'Name'],
      ['mem_no', 'Member number'],
      ['gender', 'Gender'],
      ['dob', 'Date of birth'],
      ['birth_time', 'Time of birth'],
      ['birth_place', 'Place of birth'],
      ['height', 'Height'],
      ['skin_color', 'Skin colour'],
      ['marital_status', 'Marital status'],
      ['mangalic_status', 'Manglik'],
      ['self_goutra', 'Own gotra'],
      ['mama_goutra', "Mother's gotra"],
    ],
  },
  {
    legend: 'Education and work',
    fields: [
      ['max_qualification', 'Highest qualification'],
      ['max_qualification_det', 'Qualification details'],
      ['occupation', 'Occupation'],
      ['self_anum', 'Own income (lakh a year)'],
      ['family_anum', 'Family income (lakh a year)'],
    ],
  },
  {
    legend: 'Contact and address',
    fields: [
      ['email_id', 'Email'],
      ['contact_no', 'Mobile'],
      ['address', 'Address'],
      ['landmark', 'Landmark'],
      ['city_nm', 'City'],
      ['state_nm', 'State'],
      ['pincode', 'PIN code'],
    ],
  },
  {
    legend: 'Family',
    fields: [
      ['father_nm', "Father's name"],
      ['father_occup', "Father's occupation"],
      ['father_contact', "Father's number"],
      ['mother_name', "Mother's name"],
      ['mother_occup', "Mother's occupation"],
      ['mother_contact', "Mother's number"],
      ['brother_status', 'Brothers'],
      ['brother_det', 'Brothers, details'],
      ['sister_status', 'Sisters'],
      ['sister_det', 'Sisters, details'],
    ],
  },
  {
    legend: 'Reference persons',
    fields: [
      ['ref_one_nm', 'First reference'],
      ['ref_one_contact', "First reference's number"],
      ['ref_two_nm', 'Second reference'],
      ['ref_two_contact', "Second reference's number"],
    ],
  },
  {
    legend: 'Registration',
    fields: [
      ['registered_by', 'Registered by'],
      ['created_at', 'Registered at'],
      ['consent_version', 'Consent version'],
      ['consent_at', 'Consent given at'],
      ['photo_visibility', 'Photos shown to'],
      ['verified_at', 'Verified at'],
      ['reject_reason', 'Reason of rejection'],
    ],
  },
];

export const fieldText = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return text || '—';
};

/**
 * A biodata value as the desk reads it: times ("…_at") as people read them, never raw ISO; the
 * height as every screen shows it, feet and inches with the cm.
 */
export function valueText(key: string, value: unknown): string {
  if (key.endsWith('_at') && typeof value === 'string' && value) return peopleDateTime(value);
  if (key === 'height') return heightText(value as number | string | null) || fieldText('');
  return fieldText(value);
}
