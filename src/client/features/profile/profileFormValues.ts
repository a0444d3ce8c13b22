import type { FormikErrors } from 'formik';
import { EDITABLE_PROFILE_FIELDS } from '../../../shared/domain/profile';
import { profileUpdateSchema } from '../../../shared/domain/schemas/profile';
import type { MyProfile } from '../../../shared/protocol/types';
import { schemaErrors } from '../../components/form/formCheck';
import { phoneDigits } from '../../components/form/phone';
import { PROFILE_GROUPS, REGISTERED_BY_FIELD } from './fieldDefs';

export type EditableField = (typeof EDITABLE_PROFILE_FIELDS)[number];
/** The editable fields as typed; height in cm (requirements §5). */
export type ProfileValues = Record<EditableField, string>;

const DEFS = [...PROFILE_GROUPS.flatMap((g) => g.fields), REGISTERED_BY_FIELD];
const SELECTS = new Set<string>(DEFS.filter((d) => d.kind === 'select').map((d) => d.name));
const PHONES = new Set<string>(DEFS.filter((d) => d.kind === 'tel').map((d) => d.name));
const OPTIONAL_SELECTS = new Set(['mangalic_status', 'marital_status']);

/** The groups My Profile edits: everything but the reference persons (read-only, requirements §5). */
export const EDIT_GROUPS = PROFILE_GROUPS.filter((g) => g.id !== 'references');
export const REFERENCE_GROUP = PROFILE_GROUPS.find((g) => g.id === 'references')!;

/** Screen order of the editable fields, for focus after a failed check. */
export const PROFILE_ORDER: EditableField[] = [
  ...EDIT_GROUPS.flatMap((g) => g.fields.map((f) => f.name as EditableField)),
  'registered_by',
];

export function toProfileValues(profile: MyProfile): ProfileValues {
  const values = {} as ProfileValues;
  for (const f of EDITABLE_PROFILE_FIELDS) {
    const raw = f === 'height' ? String(profile.height ?? '') : String(profile[f] ?? '');
    values[f] = SELECTS.has(f) && raw === '' ? '0' : raw;
  }
  return values;
}

/** Exactly the editable fields, as update_profile receives them: never the reference persons. */
export function toProfilePayload(values: ProfileValues): Record<EditableField, string> {
  const out = {} as Record<EditableField, string>;
  for (const f of EDITABLE_PROFILE_FIELDS) {
    const v = values[f];
    if (OPTIONAL_SELECTS.has(f) && v === '0') out[f] = '';
    else out[f] = PHONES.has(f) ? phoneDigits(v) : v.trim();
  }
  return out;
}

export function validateProfile(values: ProfileValues, today = new Date()) {
  return schemaErrors(profileUpdateSchema, toProfilePayload(values), {
    today,
  }) as FormikErrors<ProfileValues>;
}
