import { screen } from '@testing-library/react';
import { dataAnswer } from '../../../shared/protocol/wire';
import { appRoutes } from '../../app/routes';
import { renderWithProviders } from '../../test/render';
import { memberSession, profileAnswer } from '../account/memberTestUtils';

it('links every member screen to the safety tips page', async () => {
  const { user, router } = renderWithProviders(appRoutes, {
    route: '/dashboard',
    preloadedState: { session: memberSession },
    answers: {
      getMyProfile: profileAnswer(),
      getDashboardData: dataAnswer({ member_reqests: { Total: 0, Accepted: 0, Pending: 0 } }),
    },
  });
  const link = await screen.findByRole('link', { name: 'safety tips' }, { timeout: 3000 });
  expect(link).toHaveAttribute('href', '/safety_tips');
  await user.click(link);
  expect(router?.state.location.pathname).toBe('/safety_tips');
});
