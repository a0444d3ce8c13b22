import type { FormikErrors } from 'formik';
import { heightCmOf, heightPartsOf } from '../../../shared/domain/height';
import { EDITABLE_PROFILE_FIELDS } from '../../../shared/domain/profile';
import { profileUpdateSchema } from '../../../shared/domain/schemas/profile';
import type { MyProfile } from '../../../shared/protocol/types';
import { schemaErrors } from '../../components/form/formCheck';
import { phoneDigits } from '../../../shared/domain/phone';
import { PROFILE_GROUPS, REGISTERED_BY_FIELD } from './fieldDefs';

export type EditableField = (typeof EDITABLE_PROFILE_FIELDS)[number];
/** The height as typed: feet and inches, like registration (requirements §5.6); the wire has cm. */
type HeightBox = 'height_feet' | 'height_inches';
/** The editable fields as typed, the height as its feet and inches. */
export type ProfileValues = Record<Exclude<EditableField, 'height'> | HeightBox, string>;
export type ProfileField = keyof ProfileValues;

const DEFS = [...PROFILE_GROUPS.flatMap((g) => g.fields), REGISTERED_BY_FIELD];
const SELECTS = new Set<string>(DEFS.filter((d) => d.kind === 'select').map((d) => d.name));
const PHONES = new Set<string>(DEFS.filter((d) => d.kind === 'tel').map((d) => d.name));
const OPTIONAL_SELECTS = new Set(['mangalic_status', 'marital_status']);

/** The groups My Profile edits: everything but the reference persons (read-only, requirements §5). */
export const EDIT_GROUPS = PROFILE_GROUPS.filter((g) => g.id !== 'references');
export const REFERENCE_GROUP = PROFILE_GROUPS.find((g) => g.id === 'references')!;

/** Screen order of the editable fields, for focus after a failed check. */
export const PROFILE_ORDER: ProfileField[] = [
  ...EDIT_GROUPS.flatMap((g) =>
    g.fields.flatMap((f): ProfileField[] =>
      f.name === 'height' ? ['height_feet', 'height_inches'] : [f.name as ProfileField],
    ),
  ),
  'registered_by',
];

/** The stored profile as the form shows it; the cm as the nearest whole inch (see heightNote). */
export function toProfileValues(profile: MyProfile): ProfileValues {
  const values = {} as ProfileValues;
  for (const f of EDITABLE_PROFILE_FIELDS) {
    if (f === 'height') {
      [values.height_feet, values.height_inches] = heightPartsOf(profile.height);
      continue;
    }
    const raw = String(profile[f] ?? '');
    values[f] = SELECTS.has(f) && raw === '' ? '0' : raw;
  }
  return values;
}

/** Exactly the editable fields, as update_profile receives them: never the reference persons. */
export function toProfilePayload(values: ProfileValues): Record<EditableField, string> {
  const out = {} as Record<EditableField, string>;
  for (const f of EDITABLE_PROFILE_FIELDS) {
    if (f === 'height') {
      out.height = heightCmOf(values.height_feet, values.height_inches);
      continue;
    }
    const v = values[f];
    if (OPTIONAL_SELECTS.has(f) && v === '0') out[f] = '';
    else out[f] = PHONES.has(f) ? phoneDigits(v) : v.trim();
  }
  return out;
}

/**
 * A stored height that is not a whole inch (or lies outside the offered feet) is shown at the
 * nearest inch; while the boxes still show it, say so, so that saving never changes it unseen.
 */
export function heightNote(storedCm: number, values: ProfileValues): string | undefined {
  const [feet, inches] = heightPartsOf(storedCm);
  if (!feet || values.height_feet !== feet || values.height_inches !== inches) return undefined;
  return heightCmOf(feet, inches) === String(storedCm)
    ? undefined
    : `Your profile said ${storedCm} cm; saving keeps the nearest inch.`;
}

/** The shared schema on what would be sent; the height's problem shows at the feet box. */
export function validateProfile(values: ProfileValues, today = new Date()) {
  const { height, ...rest } = schemaErrors(profileUpdateSchema, toProfilePayload(values), {
    today,
  });
  return (height ? { ...rest, height_feet: height } : rest) as FormikErrors<ProfileValues>;
}
