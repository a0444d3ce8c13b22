import type { FormikErrors } from 'formik';
import { heightCmOf } from '../../../shared/domain/height';
import { PROFILE_ENTRY_FIELDS, type ProfileEntryField } from '../../../shared/domain/profile';
import { registrationSchema } from '../../../shared/domain/schemas/registration';
import { schemaErrors } from '../../components/form/formCheck';
import { phoneDigits } from '../../../shared/domain/phone';
import { PROFILE_GROUPS, REGISTERED_BY_FIELD } from '../profile';

type TextField = Exclude<ProfileEntryField, 'height'>;

/** What the visitor has chosen and typed; height as feet and inches (requirements §5). */
export type RegistrationValues = Record<
  TextField | 'height_feet' | 'height_inches' | 'password' | 're_password' | 'consent',
  string
>;
export type RegistrationField = keyof RegistrationValues;

const DEFS = [...PROFILE_GROUPS.flatMap((g) => g.fields), REGISTERED_BY_FIELD];
const SELECTS = new Set<string>(DEFS.filter((d) => d.kind === 'select').map((d) => d.name));
const PHONES = new Set<string>(DEFS.filter((d) => d.kind === 'tel').map((d) => d.name));
/** Optional selects left at "Select" are sent empty; the required ones keep the seed's 0. */
const OPTIONAL_SELECTS = new Set(['mangalic_status', 'marital_status']);
const TEXT_FIELDS = PROFILE_ENTRY_FIELDS.filter((f): f is TextField => f !== 'height');

export const EMPTY_REGISTRATION: RegistrationValues = {
  ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, SELECTS.has(f) ? '0' : ''])) as Record<
    TextField,
    string
  >),
  height_feet: '',
  height_inches: '0',
  password: '',
  re_password: '',
  consent: '',
};

/** Screen order: the first invalid field in it takes focus. */
export const REGISTRATION_ORDER: RegistrationField[] = [
  ...PROFILE_GROUPS.flatMap((g) =>
    g.fields.map((f) => (f.name === 'height' ? 'height_feet' : (f.name as TextField))),
  ),
  'registered_by',
  'password',
  're_password',
  'consent',
];

/** Exactly the register_member fields, as the service checks them. */
export function toRegistrationPayload(values: RegistrationValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of TEXT_FIELDS) {
    const v = values[f];
    if (OPTIONAL_SELECTS.has(f) && v === '0') out[f] = '';
    else out[f] = PHONES.has(f) ? phoneDigits(v) : v.trim();
  }
  out.height = heightCmOf(values.height_feet, values.height_inches);
  out.password = values.password;
  out.re_password = values.re_password;
  out.consent = values.consent;
  return out;
}

/** The shared registrationSchema on what would be sent; height's problems show at the feet box. */
export function validateRegistration(
  values: RegistrationValues,
  today = new Date(),
): FormikErrors<RegistrationValues> {
  const errors = schemaErrors(registrationSchema, toRegistrationPayload(values), { today });
  const { height, ...rest } = errors;
  return (height ? { ...rest, height_feet: height } : rest) as FormikErrors<RegistrationValues>;
}
