import { validRegistration } from '../../../shared/domain/schemas/registration.fixture';
import type { MyProfile } from '../../../shared/protocol/types';
import { dataAnswer } from '../../../shared/protocol/wire';
import { initialSessionState, type SessionState } from '../../entities/session/sessionSlice';

export const ROHAN = { id: 7, first_name: 'Rohan', mem_no: btoa('1007') };

/** A logged-in member as the store holds one after the page-load check. */
export const memberSession: SessionState = {
  ...initialSessionState,
  userDS: [ROHAN],
  token: 'tok-rohan',
};

const {
  password: _password,
  re_password: _again,
  consent: _consent,
  height: _height,
  ...fields
} = validRegistration;

/** getMyProfile's answer for Rohan: every requirements §3 field, formatted dates, two photos. */
export const ROHAN_PROFILE: MyProfile = {
  ...fields,
  occupation: 'Software engineer',
  father_occup: 'Shopkeeper',
  father_contact: '9812345670',
  mother_occup: '',
  mother_contact: '',
  mangalic_status: 'General',
  marital_status: 'Unmarried',
  brother_det: '',
  sister_det: 'Elder sister, married in Ajmer',
  ref_one_nm: 'Mahesh Goyal',
  ref_one_contact: '9829012345',
  ref_two_nm: '',
  ref_two_contact: '',
  id: 7,
  mem_no: ROHAN.mem_no,
  first_name: 'Rohan',
  height: 175,
  fmt_dob: '14 May 2000',
  fmt_time: '6:45 AM',
  pro_pic: '/photos/p1.jpg?sig=a',
  other_pic: '/photos/p2.jpg?sig=b',
  photos: [
    { id: 1, kind: 'profile', url: '/photos/p1.jpg?sig=a', thumb_url: '/photos/t1.jpg?sig=a' },
    { id: 2, kind: 'other', url: '/photos/p2.jpg?sig=b', thumb_url: '/photos/t2.jpg?sig=b' },
  ],
  photo_visibility: 'accepted',
  status: 'verified',
  verified_on: '12 March 2026',
  pending_identity: null,
  pending_email: null,
};

export const profileAnswer = (profile: MyProfile = ROHAN_PROFILE) => dataAnswer(profile);
