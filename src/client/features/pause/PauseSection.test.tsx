import { screen, within } from '@testing-library/react';
import type { PauseStatus } from '../../../shared/protocol/types';
import { dataAnswer, doneAnswer, type WireAnswer } from '../../../shared/protocol/wire';
import { appRoutes } from '../../app/routes';
import type { FakeAnswers } from '../../test/fakeTransport';
import { renderWithProviders } from '../../test/render';
import { memberSession, profileAnswer } from '../account/memberTestUtils';

const NOT_PAUSED: PauseStatus = { paused: false, paused_at: null, until: null };

/** A service that remembers the pause the member chose, as the server does. */
function pausingService(start: PauseStatus = NOT_PAUSED): FakeAnswers {
  let state = start;
  return {
    getMyProfile: profileAnswer(),
    getStates: dataAnswer([]),
    getGotraList: dataAnswer([]),
    getDashboardData: dataAnswer({ member_reqests: { Total: 0, Accepted: 0, Pending: 0 } }),
    getMyPause: (): WireAnswer => dataAnswer(state),
    pauseProfile: ({ pause_for }) => {
      state = {
        paused: true,
        paused_at: '2026-03-01T09:00:00.000Z',
        until: pause_for === 'open' ? null : '2026-03-31T09:00:00.000Z',
      };
      return doneAnswer('Your profile is paused until 31 March 2026.');
    },
    resumeProfile: () => {
      state = NOT_PAUSED;
      return doneAnswer('Your profile is visible again.');
    },
  };
}

const render = (route: string, answers: FakeAnswers) =>
  renderWithProviders(appRoutes, { route, preloadedState: { session: memberSession }, answers });
const section = () => screen.getByRole('region', { name: 'Pause my profile' });

it('pauses the profile for the chosen time, shows until when, and resumes it', async () => {
  const { user, calls } = render('/my_profile', pausingService());
  const month = await screen.findByRole('radio', { name: '1 month' }, { timeout: 3000 });
  expect(
    within(section())
      .getAllByRole('radio')
      .map((r) => r.getAttribute('value')),
  ).toEqual(['2w', '1m', '3m', 'open']);
  await user.click(month);
  await user.click(within(section()).getByRole('button', { name: 'Pause my profile' }));

  expect(await within(section()).findByRole('status')).toHaveTextContent(
    'Your profile is paused until 31 March 2026.',
  );
  expect(calls.filter((c) => c.type === 'pauseProfile').map((c) => c.fields)).toEqual([
    expect.objectContaining({ local_token: 'tok-rohan', pause_for: '1m' }),
  ]);
  // The standing notice comes from the reloaded pause, in India's date.
  expect(
    await within(section()).findByText('Your profile is paused until 31 March 2026.', {
      selector: 'strong',
    }),
  ).toBeInTheDocument();

  await user.click(within(section()).getByRole('button', { name: 'Resume now' }));
  expect(await within(section()).findByRole('status')).toHaveTextContent(
    'Your profile is visible again.',
  );
  expect(await within(section()).findByRole('button', { name: 'Pause my profile' })).toBeEnabled();
  expect(calls.filter((c) => c.type === 'resumeProfile')).toHaveLength(1);
});

it('asks for a duration before sending anything', async () => {
  const { user, calls } = render('/my_profile', pausingService());
  await screen.findByRole('radio', { name: 'Until I resume' }, { timeout: 3000 });
  await user.click(within(section()).getByRole('button', { name: 'Pause my profile' }));
  expect(within(section()).getByRole('alert')).toHaveTextContent(
    'Please choose how long to pause your profile.',
  );
  expect(calls.some((c) => c.type === 'pauseProfile')).toBe(false);
});

it('tells a paused member on the other member screens, with Resume now', async () => {
  const { user, calls } = render(
    '/dashboard',
    pausingService({ paused: true, paused_at: '2026-03-01T09:00:00.000Z', until: null }),
  );
  const notice = await screen.findByRole(
    'region',
    { name: 'Your profile is paused' },
    { timeout: 3000 },
  );
  expect(notice).toHaveTextContent('Your profile is paused until you resume it.');
  await user.click(within(notice).getByRole('button', { name: 'Resume now' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Your profile is visible again.');
  expect(screen.queryByRole('region', { name: 'Your profile is paused' })).toBeNull();
  expect(calls.filter((c) => c.type === 'resumeProfile')).toHaveLength(1);
});
