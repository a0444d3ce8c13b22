/** Member profile field names as requirements §3 spells them (wire names). */

/** What a member types in at registration and may edit later (reference persons: registration only). */
export const PROFILE_ENTRY_FIELDS = [
  'mem_name',
  'gender',
  'dob',
  'birth_time',
  'birth_place',
  'height',
  'skin_color',
  'max_qualification',
  'max_qualification_det',
  'occupation',
  'state_nm',
  'city_nm',
  'address',
  'landmark',
  'pincode',
  'contact_no',
  'email_id',
  'father_nm',
  'father_occup',
  'father_contact',
  'mother_name',
  'mother_occup',
  'mother_contact',
  'family_anum',
  'self_anum',
  'self_goutra',
  'mama_goutra',
  'mangalic_status',
  'marital_status',
  'brother_status',
  'brother_det',
  'sister_status',
  'sister_det',
  'ref_one_nm',
  'ref_one_contact',
  'ref_two_nm',
  'ref_two_contact',
  'registered_by',
] as const;

export type ProfileEntryField = (typeof PROFILE_ENTRY_FIELDS)[number];

/** Read-only on profile edit (requirements §5.7); the server ignores them in update_profile. */
export const REFERENCE_FIELDS = [
  'ref_one_nm',
  'ref_one_contact',
  'ref_two_nm',
  'ref_two_contact',
] as const satisfies readonly ProfileEntryField[];

/** The three fields requirements §3.4 leaves unnamed on the wire, plus the password. */
export const REGISTRATION_EXTRA_FIELDS = ['password', 're_password', 'consent'] as const;

export const EDITABLE_PROFILE_FIELDS = PROFILE_ENTRY_FIELDS.filter(
  (f) => !(REFERENCE_FIELDS as readonly string[]).includes(f),
);

/**
 * Photos are seen by accepted members only unless the member widens it (requirements §6): the
 * value every new member starts with, and the one migration 005 gave every existing member.
 */
export const DEFAULT_PHOTO_VISIBILITY = 'accepted' as const;
