/**
 * The trust office's registrations (issue #16 item 9): a staff member enters a family's biodata
 * from the console. Spread into staffCalls (so into the registry); like every team call it
 * carries `staff_token` and lists the staff roles that may make it.
 */
import { PROFILE_ENTRY_FIELDS, type ProfileEntryField } from '../domain/profile';
import type { CallSpec } from './registry';
import type { ActionAnswer, StaffRole } from './types';

const officeCall = <Req extends Record<string, string>, Res>(spec: CallSpec<Req, Res>) => spec;

/** The registration's fields without the password pair (domain/schemas/officeRegistration.ts). */
type OfficeFields = Partial<Record<ProfileEntryField | 'consent', string>>;

const DESK: readonly StaffRole[] = ['admin', 'verifier'];

export const officeCalls = {
  officeRegister: officeCall<{ staff_token: string } & OfficeFields, ActionAnswer>({
    access: 'team',
    staff: DESK,
    onlyCms: false,
    kind: 'action',
    answer:
      'action: as register_member (001 with its thank-you, also for a taken email or mobile, whose holder is mailed; -10 with the validation message)',
    required: ['staff_token'],
    optional: [...PROFILE_ENTRY_FIELDS, 'consent'],
    summary:
      "Registers a family's biodata for them, checked exactly as register_member but without its per-address limit and without a password: the member is mailed to set one with Forgot password. The registration waits at the verification desk like any other (audited as office_register).",
    example: {
      staff_token: '…',
      mem_name: 'Asha Goyal',
      gender: 'Female',
      dob: '1998-03-02',
      birth_time: '07:30',
      birth_place: 'Jaipur',
      height: '160',
      skin_color: 'Fair',
      max_qualification: 'Engineering',
      max_qualification_det: 'B.Tech, Civil',
      state_nm: 'Rajasthan',
      city_nm: 'Jaipur',
      address: '4 Tilak Marg',
      landmark: 'Near the stadium',
      pincode: '302005',
      contact_no: '9812345670',
      email_id: 'asha.goyal@example.in',
      father_nm: 'Ramesh Goyal',
      mother_name: 'Sunita Goyal',
      family_anum: '20',
      self_anum: '10',
      self_goutra: 'Goyal',
      mama_goutra: 'Bansal',
      brother_status: 'No Brother',
      sister_status: 'No Sister',
      registered_by: 'Parents',
      consent: '1',
    },
  }),
};
