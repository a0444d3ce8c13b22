import { COUNTRY_CODE } from '../../../shared/domain/constants';
import { heightText } from '../../../shared/domain/height';
import type { MyProfile } from '../../../shared/protocol/types';
import { optionLabel, type FieldDef } from '../profile';

export const NOT_GIVEN = 'Not given';

/** A profile field as the biodata card prints it. */
export function displayValue(def: FieldDef, profile: MyProfile): string {
  switch (def.name) {
    case 'dob':
      return profile.fmt_dob || profile.dob || NOT_GIVEN;
    case 'birth_time':
      return profile.fmt_time || profile.birth_time || NOT_GIVEN;
    case 'height':
      return heightText(profile.height) || NOT_GIVEN;
  }
  const raw = String(profile[def.name] ?? '').trim();
  if (!raw || raw === '0') return NOT_GIVEN;
  if (def.kind === 'tel') return `${COUNTRY_CODE} ${raw}`;
  return optionLabel(def, raw);
}
