import { screen, within } from '@testing-library/react';
import type { ListingItem } from '../../../shared/protocol/types';
import { dataAnswer } from '../../../shared/protocol/wire';
import { appRoutes } from '../../app/routes';
import { renderWithProviders } from '../../test/render';
import { memberSession, profileAnswer } from '../account/memberTestUtils';
import { ADD_PREFERENCES } from './MatchesSection';

const card = (id: number, name: string, fields: Partial<ListingItem> = {}): ListingItem => ({
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
});

function renderDashboard(matches: { members: ListingItem[]; has_preferences: boolean }) {
  return renderWithProviders(appRoutes, {
    route: '/dashboard',
    preloadedState: { session: memberSession },
    answers: {
      getMyProfile: profileAnswer(),
      getDashboardData: dataAnswer({
        member_reqests: { Total: 0, Accepted: 0, Pending: 0 },
        changes_requested: null,
      }),
      getMatches: dataAnswer(matches),
    },
  });
}

describe('dashboard: matches for you', () => {
  it('lists the matches as search cards, newest first, with the first line of about me', async () => {
    const { calls } = renderDashboard({
      has_preferences: true,
      members: [
        card(21, 'Asha Gupta', { about_me_line: 'Teacher who loves old songs.' }),
        card(22, 'Meera Jain'),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Matches for you' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Asha Gupta',
      'Meera Jain',
    ]);
    expect(within(cards[0]!).getByText('Teacher who loves old songs.')).toBeInTheDocument();
    // The height as every screen shows it: feet and inches, the cm beside.
    expect(within(cards[0]!).getByText('5 ft 3 in (160 cm)')).toBeInTheDocument();
    // The search card's own request control.
    expect(
      within(cards[1]!).getByRole('button', { name: /Send interest.*Meera Jain/ }),
    ).toBeInTheDocument();
    // The name opens her page (a preview before an interest).
    expect(within(cards[1]!).getByRole('link', { name: 'Meera Jain' })).toHaveAttribute(
      'href',
      `/member/${encodeURIComponent(btoa('22'))}`,
    );
    expect(screen.queryByText(ADD_PREFERENCES)).not.toBeInTheDocument();
    expect(calls.find((c) => c.type === 'getMatches')?.fields.local_token).toBe('tok-rohan');
  });

  it('asks for partner preferences, linking to My Profile, when there are none and no matches', async () => {
    renderDashboard({ has_preferences: false, members: [] });
    const link = await screen.findByRole('link', { name: ADD_PREFERENCES });
    expect(link).toHaveAttribute('href', '/my_profile');
    expect(screen.queryByRole('list', { name: 'Matches for you' })).not.toBeInTheDocument();
  });

  it('says when nobody fits the preferences yet, linking to My Profile', async () => {
    renderDashboard({ has_preferences: true, members: [] });
    const link = await screen.findByRole('link', { name: /Widen your partner preferences/ });
    expect(link).toHaveAttribute('href', '/my_profile');
  });
});
