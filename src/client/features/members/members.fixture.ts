import type {
  FriendListItem,
  ListingItem,
  MemberFullProfile,
  MemberListAnswer,
} from '../../../shared/protocol/types';
import type { MemberPreview } from '../../../shared/protocol/previewTypes';
import { EMPTY_PREFERENCES } from '../../../shared/domain/preferences';
import { dataAnswer, doneAnswer } from '../../../shared/protocol/wire';

/** A listed member with no request between the two, unless the test says otherwise. */
export function listing(id: number, name: string, fields: Partial<ListingItem> = {}): ListingItem {
  return {
    account_info_id: btoa(String(id)),
    mem_no: btoa(String(1000 + id)),
    mem_name: name,
    first_name: name.split(' ')[0],
    gender: 'Female',
    age: 26,
    height: 160,
    city_nm: 'Jaipur',
    state_nm: 'Rajasthan',
    max_qualification: 'Post Graduation',
    occupation: 'Teacher',
    self_anum: '8',
    self_goutra: 'Garg',
    mama_goutra: 'Bansal',
    marital_status: 'Unmarried',
    mangalic_status: 'General',
    pro_pic: '',
    photo_after_acceptance: false,
    req_status: null,
    req_rec_status: null,
    req_count: 0,
    req_rec_acc_inf_id: null,
    mem_frd_req_id: null,
    frd_req_json: [],
    verified_on: '12 March 2026',
    ...fields,
  };
}

/** The pair's request as the listing reports it, seen from the caller (Rohan, id 7). */
export const sentTo = (
  item: ListingItem,
  status: 'Pending' | 'Accepted' | 'Rejected',
  req = 40,
) => ({
  ...item,
  req_status: status,
  req_count: 1,
  req_rec_acc_inf_id: item.account_info_id,
  mem_frd_req_id: btoa(String(req)),
  frd_req_json: [{ req_by_acc_inf_id: btoa('7'), req_rec_acc_inf_id: item.account_info_id }],
});

export const receivedFrom = (
  item: ListingItem,
  status: 'Pending' | 'Accepted' | 'Rejected',
  req = 41,
) => ({
  ...item,
  req_rec_status: status,
  req_count: 1,
  req_rec_acc_inf_id: btoa('7'),
  mem_frd_req_id: btoa(String(req)),
  frd_req_json: [{ req_by_acc_inf_id: item.account_info_id, req_rec_acc_inf_id: btoa('7') }],
});

export const page = (members: ListingItem[], total = members.length, pageNo = 1) =>
  dataAnswer({ members, page: pageNo, page_size: 20, total } satisfies MemberListAnswer);

export const friend = (
  item: ListingItem,
  direction: FriendListItem['direction'],
  contact: FriendListItem['contact'] = null,
): FriendListItem => ({ ...item, direction, contact });

export const ASHA = listing(12, 'Asha Gupta', { pro_pic: '/photos/t12.jpg?sig=x' });
export const MEERA = listing(13, 'Meera Jain', { city_nm: 'Ajmer', age: 28, self_anum: '41' });
export const PRIYA = listing(14, 'Priya Singhal', { age: null, height: 0 });

export const CONTACT = {
  address: '12 Civil Lines',
  landmark: 'Near the temple',
  pincode: '302006',
  contact_no: '9876543210',
  email_id: 'meera@example.in',
  father_contact: '9812345678',
  mother_contact: '',
};

export const done = (message: string) => doneAnswer(message);

export const MEERA_PROFILE: MemberFullProfile = {
  account_info_id: MEERA.account_info_id,
  mem_no: MEERA.mem_no,
  first_name: 'Meera',
  mem_name: 'Meera Jain',
  gender: 'Female',
  dob: '1997-03-02',
  birth_time: '05:30',
  birth_place: 'Ajmer',
  skin_color: 'Fair',
  max_qualification: 'Engineering',
  max_qualification_det: 'B.Tech, MNIT',
  occupation: 'Engineer',
  state_nm: 'Rajasthan',
  city_nm: 'Ajmer',
  ...CONTACT,
  father_nm: 'Suresh Jain',
  father_occup: 'Trader',
  mother_name: 'Sunita Jain',
  mother_occup: '',
  family_anum: '20',
  self_anum: '41',
  self_goutra: 'Goyal',
  mama_goutra: 'Mittal',
  mangalic_status: 'General',
  marital_status: 'Unmarried',
  brother_status: 'No Brother',
  brother_det: '',
  sister_status: 'Married',
  sister_det: 'Elder sister in Pune',
  ref_one_nm: 'Ramesh Goyal',
  ref_one_contact: '9829000000',
  ref_two_nm: '',
  ref_two_contact: '',
  registered_by: 'Parents',
  height: 162,
  age: 28,
  fmt_dob: '2 March 1997',
  fmt_time: '5:30 AM',
  pro_pic: '/photos/p13.jpg?sig=a',
  other_pic: '/photos/p21.jpg?sig=b,/photos/p22.jpg?sig=c',
  photos: [
    { id: 20, kind: 'profile', url: '/photos/p13.jpg?sig=a', thumb_url: '/photos/t13.jpg?sig=a' },
    { id: 21, kind: 'other', url: '/photos/p21.jpg?sig=b', thumb_url: '/photos/t21.jpg?sig=b' },
    { id: 22, kind: 'other', url: '/photos/p22.jpg?sig=c', thumb_url: '/photos/t22.jpg?sig=c' },
  ],
  verified_on: '2 February 2026',
};

/** Meera before an interest (getMemberPreview): her card, family summary and preferences. */
export function preview(
  item: ListingItem = MEERA,
  fields: Partial<MemberPreview> = {},
): MemberPreview {
  const { about_me_line: _line, ...card } = item;
  return {
    ...card,
    father_occup: 'Trader',
    mother_occup: '',
    family_anum: '20',
    brother_status: 'No Brother',
    sister_status: 'Married',
    ...EMPTY_PREFERENCES,
    about_me: 'Engineer in Ajmer.\nLoves old Hindi songs.',
    pref_age_min: '27',
    pref_age_max: '32',
    pref_height_min: '165',
    pref_education: 'Engineering,Post Graduation',
    pref_manglik: 'General',
    request_state: 'none',
    ...fields,
  };
}
