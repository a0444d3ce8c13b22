import { screen, within } from '@testing-library/react';
import { dataAnswer } from '../../../shared/protocol/wire';
import { appRoutes } from '../../app/routes';
import { renderWithProviders } from '../../test/render';
import { memberSession, profileAnswer } from '../account/memberTestUtils';

describe('dashboard', () => {
  it('welcomes the member by first name and shows the request counters', async () => {
    const { calls } = renderWithProviders(appRoutes, {
      route: '/dashboard',
      preloadedState: { session: memberSession },
      answers: {
        getMyProfile: profileAnswer(),
        getDashboardData: dataAnswer({ member_reqests: { Total: 5, Accepted: 2, Pending: 3 } }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Welcome, Rohan' })).toBeInTheDocument();
    const counters = await screen.findByRole('list', { name: 'Interest requests' });
    const cards = within(counters)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(cards).toEqual(['5Total requests', '2Accepted', '3Pending']);
    expect(calls.find((c) => c.type === 'getDashboardData')?.fields.local_token).toBe('tok-rohan');
    const dashboard = screen.getByRole('region', { name: 'Welcome, Rohan' });
    expect(within(dashboard).getByRole('link', { name: 'Search Matching' })).toHaveAttribute(
      'href',
      '/search_matching',
    );
    expect(within(dashboard).getByRole('link', { name: 'Interested Members' })).toHaveAttribute(
      'href',
      '/intrested_member',
    );
  });

  it('offers to try again when the counters cannot be loaded', async () => {
    let attempts = 0;
    const { user } = renderWithProviders(appRoutes, {
      route: '/dashboard',
      preloadedState: { session: memberSession },
      answers: {
        getMyProfile: profileAnswer(),
        getDashboardData: () => {
          attempts += 1;
          if (attempts === 1) throw new TypeError('Failed to fetch');
          return dataAnswer({ member_reqests: { Total: 1, Accepted: 0, Pending: 1 } });
        },
        // Matches load on their own (MatchesSection.test.tsx); here they simply answer.
        getMatches: dataAnswer({ members: [], has_preferences: false }),
      },
    });
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Interest requests' })).toHaveTextContent(
      '1Total requests',
    );
  });
});
