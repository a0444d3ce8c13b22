import { screen, waitFor, within } from '@testing-library/react';
import type { MyProfile } from '../../../shared/protocol/types';
import { ROHAN_PROFILE } from '../account/memberTestUtils';
import { renderDashboard } from './dashboard.fixture';

/** Issue #15 item 6: the profile-completeness meter and its one next step. */

const BARE: MyProfile = {
  ...ROHAN_PROFILE,
  pro_pic: '',
  other_pic: '',
  photos: [],
  occupation: '',
  father_occup: '',
  mother_occup: '',
  max_qualification_det: '',
  birth_time: '',
  birth_place: '',
};

const FULL: MyProfile = {
  ...ROHAN_PROFILE,
  about_me: 'I teach physics and love long walks.',
  pref_age_min: '24',
  pref_age_max: '30',
};

async function meter(profile: MyProfile) {
  const view = renderDashboard([], { profile });
  const region = await screen.findByRole('region', { name: 'Your profile' });
  return { ...view, region, bar: within(region).getByRole('progressbar') };
}

it('a bare profile is 0% complete and its next step is a photo, on My Profile', async () => {
  const { region, bar, user } = await meter(BARE);
  expect(bar).toHaveAccessibleName('Profile completeness');
  expect(bar).toHaveAttribute('value', '0');
  expect(bar).toHaveAttribute('max', '100');
  expect(region).toHaveTextContent('0% complete');
  const next = within(region).getByRole('link', { name: 'Add a photo' });
  expect(next).toHaveAttribute('href', '/my_profile#photos-heading');
  await user.click(next);
  const photos = await screen.findByRole('heading', { name: 'Photos' }, { timeout: 4000 });
  await waitFor(() => expect(photos).toHaveFocus());
});

it('with a photo, the next step is writing about oneself, which opens on the field', async () => {
  const { region, user } = await meter({ ...BARE, pro_pic: '/photos/p1.jpg?sig=a' });
  expect(region).toHaveTextContent('25% complete');
  const next = within(region).getByRole('link', { name: 'Write about yourself' });
  expect(next).toHaveAttribute('href', '/my_profile#pro-about_me');
  await user.click(next);
  // My Profile is its own chunk: the first load may take a while on a busy machine.
  const about = await screen.findByRole('textbox', { name: /About me/ }, { timeout: 4000 });
  await waitFor(() => expect(about).toHaveFocus());
});

it('then partner preferences', async () => {
  const { region } = await meter({ ...ROHAN_PROFILE, about_me: 'Hello.' });
  // Rohan's own profile has all but about me and the preferences: 100 - 15 - 15, then about me.
  expect(region).toHaveTextContent('85% complete');
  expect(within(region).getByRole('link', { name: 'Set partner preferences' })).toHaveAttribute(
    'href',
    '/my_profile#pro-pref_age_min',
  );
});

it('a full profile is 100% complete and needs no next step', async () => {
  const { region, bar } = await meter(FULL);
  expect(bar).toHaveAttribute('value', '100');
  expect(region).toHaveTextContent('100% complete');
  expect(region).toHaveTextContent('Your profile is complete.');
  expect(within(region).queryByRole('link')).toBeNull();
});
