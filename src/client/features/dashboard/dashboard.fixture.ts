import type {
  DashboardAnswer,
  FriendListItem,
  ListingItem,
  MyProfile,
} from '../../../shared/protocol/types';
import { dataAnswer } from '../../../shared/protocol/wire';
import { appRoutes } from '../../app/routes';
import type { FakeAnswers } from '../../test/fakeTransport';
import { renderWithProviders } from '../../test/render';
import { memberSession, profileAnswer, ROHAN_PROFILE } from '../account/memberTestUtils';

/** A listed member with no request between the two (the caller is Rohan, id 7). */
export function person(id: number, name: string, fields: Partial<ListingItem> = {}): ListingItem {
  return {
    account_info_id: btoa(String(id)),
    mem_no: btoa(String(1000 + id)),
    mem_name: name,
    first_name: name.split(' ')[0] ?? name,
    gender: 'Female',
    age: 26,
    height: 160,
    city_nm: 'Jaipur',
    state_nm: 'Rajasthan',
    max_qualification: 'Graduation',
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

type Status = 'Pending' | 'Accepted' | 'Rejected' | 'Expired';

/** An interest this member sent Rohan, as getFriendsMembers lists it. */
export const received = (item: ListingItem, status: Status, req: number): FriendListItem => ({
  ...item,
  direction: 'received',
  contact: null,
  req_rec_status: status,
  req_count: 1,
  req_rec_acc_inf_id: btoa('7'),
  mem_frd_req_id: btoa(String(req)),
  frd_req_json: [{ req_by_acc_inf_id: item.account_info_id, req_rec_acc_inf_id: btoa('7') }],
});

/** An interest Rohan sent this member. */
export const sent = (item: ListingItem, status: Status, req: number): FriendListItem => ({
  ...item,
  direction: 'sent',
  contact: null,
  req_status: status,
  req_count: 1,
  req_rec_acc_inf_id: item.account_info_id,
  mem_frd_req_id: btoa(String(req)),
  frd_req_json: [{ req_by_acc_inf_id: btoa('7'), req_rec_acc_inf_id: item.account_info_id }],
});

export const NOTHING_ASKED: DashboardAnswer = {
  member_reqests: { Total: 0, Accepted: 0, Pending: 0 },
  changes_requested: null,
  waiting_for_answer: 0,
};

/** /dashboard for Rohan with these requests; the profile, the team's ask and matches unless said. */
export function renderDashboard(
  friends: FriendListItem[] | FakeAnswers['getFriendsMembers'],
  {
    profile = ROHAN_PROFILE,
    dashboard = NOTHING_ASKED,
    answers = {},
  }: { profile?: MyProfile; dashboard?: DashboardAnswer; answers?: FakeAnswers } = {},
) {
  return renderWithProviders(appRoutes, {
    route: '/dashboard',
    preloadedState: { session: memberSession },
    answers: {
      getMyProfile: profileAnswer(profile),
      getDashboardData: dataAnswer(dashboard),
      getMatches: dataAnswer({ members: [], has_preferences: true }),
      getFriendsMembers: Array.isArray(friends) ? dataAnswer(friends) : friends,
      ...answers,
    },
  });
}
