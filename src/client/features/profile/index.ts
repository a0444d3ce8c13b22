// Public face of profile: what other parts of the client may import.
export {
  PROFILE_GROUPS,
  REGISTERED_BY_FIELD,
  optionLabel,
  type FieldDef,
  isRequired,
} from './fieldDefs';
export { useMyProfile } from './useMyProfile';
export { MemberField } from './MemberField';
// The feet-and-inches pair registration and the office form draw too (requirements §5.6).
export { HeightFeetInches } from './HeightFeetInches';
export { useReferenceOptions } from './useReferenceOptions';
export { ReferenceListsProblem } from './ReferenceListsProblem';
// An upload's answer in the photo picker's terms, which the registration's photo link reuses.
export { photoSendResult } from './photoSendResult';
export { photoPickerWords } from './photoPickerWords';
// The team's asked changes, on My Profile and the dashboard.
export { ChangesNotice } from './ChangesNotice';
