import { screen, within } from '@testing-library/react';
import { dataAnswer } from '../../../shared/protocol/wire';
import { appRoutes } from '../../app/routes';
import { renderWithProviders } from '../../test/render';
import { memberSession, profileAnswer } from '../account/memberTestUtils';

const ASKED = dataAnswer({
  member_reqests: { Total: 0, Accepted: 0, Pending: 0 },
  changes_requested: {
    asked_at: '2026-03-12T08:35:00.000Z',
    text: 'Please add a clear photo of yourself. A recent one.',
  },
});

it('shows on the dashboard what the team asked to change, with a way to My Profile', async () => {
  const { user } = renderWithProviders(appRoutes, {
    route: '/dashboard',
    preloadedState: { session: memberSession },
    answers: { getMyProfile: profileAnswer(), getDashboardData: ASKED },
  });
  const notice = await screen.findByRole('region', {
    name: 'Our team asks you to change your registration',
  });
  expect(notice).toHaveTextContent('Please add a clear photo of yourself. A recent one.');
  expect(notice).toHaveTextContent('Asked on 12 Mar 2026, 14:05.');
  await user.click(within(notice).getByRole('link', { name: 'Go to My Profile' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  expect(
    await screen.findByRole('region', { name: 'Our team asks you to change your registration' }),
  ).toHaveTextContent('A recent one.');
});

it('shows nothing of the kind when nothing was asked', async () => {
  renderWithProviders(appRoutes, {
    route: '/dashboard',
    preloadedState: { session: memberSession },
    answers: {
      getMyProfile: profileAnswer(),
      getDashboardData: dataAnswer({
        member_reqests: { Total: 1, Accepted: 0, Pending: 1 },
        changes_requested: null,
      }),
      getFriendsMembers: dataAnswer([]),
    },
  });
  await screen.findByRole('list', { name: 'Your interests' });
  await screen.findByRole('region', { name: 'Your verification' });
  expect(screen.queryByText(/Our team asks you to change/)).toBeNull();
});
