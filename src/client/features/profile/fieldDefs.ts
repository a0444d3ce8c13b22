import {
  BROTHER_STATUSES,
  GENDERS,
  INCOME_OPTIONS,
  MANGALIC_STATUSES,
  MARITAL_STATUSES,
  QUALIFICATIONS,
  REGISTERED_BY,
  SISTER_STATUSES,
  SKIN_COLORS,
} from '../../../shared/domain/constants';
import { manglikLabel } from '../../../shared/domain/manglik';
import type { ProfileEntryField } from '../../../shared/domain/profile';
import { profileFields } from '../../../shared/domain/schemas/registration';
import type { SelectOption } from '../../components/form';
import type { MessageId } from '../../entities/language';
import type { ValueGroup } from '../../entities/screenText';

export type FieldKind =
  'text' | 'tel' | 'email' | 'date' | 'time' | 'textarea' | 'select' | 'height';

/** Where a select's options come from: a fixed list of requirements §3, or a list the service keeps. */
export type OptionSource = readonly SelectOption[] | 'states' | 'gotras';

export interface FieldDef {
  name: ProfileEntryField;
  label: string;
  kind: FieldKind;
  options?: OptionSource;
  autoComplete?: string;
  hint?: string;
  /** The hint's message in the catalogues (issue #18), when it has a hint. */
  hintId?: MessageId;
  /** The catalogues' group of the options' wire values (`value.<group>.<value>`), for their labels. */
  values?: ValueGroup;
  /** Spans the whole row of its fieldset. */
  wide?: boolean;
}

export interface FieldGroup {
  id: string;
  legend: string;
  fields: FieldDef[];
}

const list = (values: readonly string[]): SelectOption[] =>
  values.map((v) => ({ value: v, label: v }));
export const INCOME_CHOICES: SelectOption[] = INCOME_OPTIONS.map((o) => ({ ...o }));

const CONTACT_HINT = '10-digit mobile number.';

/** Requirements §3's member profile as the forms and the biodata card group it. */
export const PROFILE_GROUPS: FieldGroup[] = [
  {
    id: 'about',
    legend: 'About you',
    fields: [
      { name: 'mem_name', label: 'Full name', kind: 'text', autoComplete: 'name' },
      { name: 'gender', label: 'Gender', kind: 'select', options: list(GENDERS), values: 'gender' },
      {
        name: 'marital_status',
        label: 'Marital status',
        kind: 'select',
        options: list(MARITAL_STATUSES),
        values: 'marital',
      },
      { name: 'height', label: 'Height', kind: 'height' },
      {
        name: 'skin_color',
        label: 'Skin colour',
        kind: 'select',
        options: list(SKIN_COLORS),
        values: 'skin',
      },
    ],
  },
  {
    id: 'birth',
    legend: 'Birth',
    fields: [
      { name: 'dob', label: 'Date of birth', kind: 'date', autoComplete: 'bday' },
      { name: 'birth_time', label: 'Birth time', kind: 'time' },
      { name: 'birth_place', label: 'Birth place', kind: 'text' },
    ],
  },
  {
    id: 'work',
    legend: 'Education and work',
    fields: [
      {
        name: 'max_qualification',
        label: 'Highest qualification',
        kind: 'select',
        options: list(QUALIFICATIONS),
        values: 'qualification',
      },
      { name: 'max_qualification_det', label: 'Qualification details', kind: 'text' },
      { name: 'occupation', label: 'Occupation', kind: 'text' },
      {
        name: 'self_anum',
        label: 'Your annual income',
        kind: 'select',
        options: INCOME_CHOICES,
        values: 'income',
      },
    ],
  },
  {
    id: 'address',
    legend: 'Address and contact',
    fields: [
      { name: 'state_nm', label: 'State', kind: 'select', options: 'states' },
      { name: 'city_nm', label: 'City', kind: 'text', autoComplete: 'address-level2' },
      {
        name: 'address',
        label: 'Address',
        kind: 'textarea',
        autoComplete: 'street-address',
        wide: true,
      },
      { name: 'landmark', label: 'Landmark', kind: 'text' },
      { name: 'pincode', label: 'Pincode', kind: 'text', autoComplete: 'postal-code' },
      {
        name: 'contact_no',
        label: 'Mobile',
        kind: 'tel',
        autoComplete: 'tel-national',
        hint: CONTACT_HINT,
        hintId: 'field.hint.mobile',
      },
      { name: 'email_id', label: 'Email', kind: 'email', autoComplete: 'email' },
    ],
  },
  {
    id: 'family',
    legend: 'Family',
    fields: [
      { name: 'father_nm', label: "Father's name", kind: 'text' },
      { name: 'father_occup', label: "Father's occupation", kind: 'text' },
      {
        name: 'father_contact',
        label: "Father's mobile",
        kind: 'tel',
        hint: CONTACT_HINT,
        hintId: 'field.hint.mobile',
      },
      { name: 'mother_name', label: "Mother's name", kind: 'text' },
      { name: 'mother_occup', label: "Mother's occupation", kind: 'text' },
      {
        name: 'mother_contact',
        label: "Mother's mobile",
        kind: 'tel',
        hint: CONTACT_HINT,
        hintId: 'field.hint.mobile',
      },
      {
        name: 'family_anum',
        label: 'Family annual income',
        kind: 'select',
        options: INCOME_CHOICES,
        values: 'income',
      },
      {
        name: 'brother_status',
        label: 'Brothers',
        kind: 'select',
        options: list(BROTHER_STATUSES),
        values: 'brother',
      },
      { name: 'brother_det', label: 'About your brothers', kind: 'textarea' },
      {
        name: 'sister_status',
        label: 'Sisters',
        kind: 'select',
        options: list(SISTER_STATUSES),
        values: 'sister',
      },
      { name: 'sister_det', label: 'About your sisters', kind: 'textarea' },
    ],
  },
  {
    id: 'horoscope',
    legend: 'Horoscope',
    fields: [
      { name: 'self_goutra', label: 'Your gotra', kind: 'select', options: 'gotras' },
      {
        name: 'mama_goutra',
        label: "Mama's gotra (mother's side)",
        kind: 'select',
        options: 'gotras',
      },
      {
        name: 'mangalic_status',
        label: 'Manglik status',
        kind: 'select',
        options: MANGALIC_STATUSES.map((value) => ({ value, label: manglikLabel(value) })),
        values: 'manglik',
      },
    ],
  },
  {
    id: 'references',
    legend: 'References',
    fields: [
      { name: 'ref_one_nm', label: 'First reference: name', kind: 'text' },
      { name: 'ref_one_contact', label: 'First reference: mobile', kind: 'tel' },
      { name: 'ref_two_nm', label: 'Second reference: name', kind: 'text' },
      { name: 'ref_two_contact', label: 'Second reference: mobile', kind: 'tel' },
    ],
  },
];

export const REGISTERED_BY_FIELD: FieldDef = {
  name: 'registered_by',
  label: 'Registered by',
  kind: 'select',
  options: list(REGISTERED_BY),
  values: 'registeredBy',
};

/** Required exactly when the shared schema requires it (requirements §5). */
export const isRequired = (name: ProfileEntryField): boolean =>
  !profileFields[name].describe().optional;

/** The label a stored value shows with: income bands read as bands, not as numbers. */
export function optionLabel(def: FieldDef, value: string): string {
  if (Array.isArray(def.options)) {
    return (def.options as SelectOption[]).find((o) => o.value === value)?.label ?? value;
  }
  return value;
}
