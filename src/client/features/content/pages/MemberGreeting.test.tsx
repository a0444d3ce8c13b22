import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { dataAnswer } from '../../../../shared/protocol/wire';
import { appRoutes } from '../../../app/routes';
import { contentApi } from '../../../entities/content/contentApi';
import { siteAnswers } from '../../../test/homeFixture';
import { renderWithProviders } from '../../../test/render';
import { memberSession, profileAnswer } from '../../account/memberTestUtils';
import { waitingText } from './waitingText';

const counts = (waiting?: number) =>
  dataAnswer({
    member_reqests: { Total: 4, Accepted: 1, Pending: 3 },
    changes_requested: null,
    ...(waiting === undefined ? {} : { waiting_for_answer: waiting }),
  });

function renderHome(route: string, waiting?: number) {
  return renderWithProviders(appRoutes, {
    route,
    preloadedState: { session: memberSession },
    answers: {
      ...siteAnswers(['visitor', 'member']),
      getMyProfile: profileAnswer(),
      getDashboardData: counts(waiting),
    },
  });
}

describe("the home page's greeting of a logged-in member", () => {
  it('welcomes her by first name above the sections, says what waits and links to the dashboard', async () => {
    const { calls } = renderHome('/home', 2);
    const band = await screen.findByRole('region', { name: 'Welcome back, Rohan' });
    // The count arrives with the dashboard's answer after the band: wait for the words.
    expect(await within(band).findByText('2 interests wait for your answer')).toHaveAttribute(
      'role',
      'status',
    );
    expect(within(band).getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(calls.find((c) => c.type === 'getDashboardData')?.fields.local_token).toBe('tok-rohan');
    // Above the page's content: the band comes before the sections.
    const about = await screen.findByText('About the trust');
    expect(band.compareDocumentPosition(about) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says "1 interest waits" for one, and "No new interests" when none waits', async () => {
    const one = renderHome('/', 1);
    expect(await screen.findByText('1 interest waits for your answer')).toBeInTheDocument();
    one.unmount();
    renderHome('/home', 0);
    expect(await screen.findByText('No new interests')).toBeInTheDocument();
  });

  it('is reached from the top of the page with the keyboard and passes axe', async () => {
    const { user } = renderHome('/home', 2);
    const band = await screen.findByRole('region', { name: 'Welcome back, Rohan' });
    await within(band).findByText('2 interests wait for your answer');
    screen.getByRole('main').focus();
    await user.tab();
    expect(within(band).getByRole('link', { name: 'Go to your dashboard' })).toHaveFocus();
    // axe checks the band (the page's sections have their own tests): the whole home page took
    // over jest's 5 s on a busy machine.
    const { violations } = await axe.run(band, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(violations).toEqual([]);
  }, 20_000);

  it('opens no launch popup for a member', async () => {
    const { store } = renderHome('/home', 2);
    await screen.findByRole('region', { name: 'Welcome back, Rohan' });
    await screen.findByText('About the trust');
    expect(contentApi.endpoints.getPgData.select({ loc: 'home' })(store.getState()).isSuccess).toBe(
      true,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Register now' })).toBeNull();
  });

  it('is not there for a visitor, who gets the launch popup instead', async () => {
    const { calls } = renderWithProviders(appRoutes, {
      route: '/home',
      answers: siteAnswers(),
    });
    expect(
      await screen.findByRole('dialog', { name: 'Members Portal Inaugurated' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Welcome back/ })).toBeNull();
    await waitFor(() => expect(calls.some((c) => c.type === 'getPgData')).toBe(true));
    expect(calls.some((c) => c.type === 'getDashboardData')).toBe(false);
  });
});

describe('waitingText', () => {
  it.each([
    [0, 'No new interests'],
    [1, '1 interest waits for your answer'],
    [2, '2 interests wait for your answer'],
    [12, '12 interests wait for your answer'],
  ])('%i → %s', (count, text) => {
    expect(waitingText(count)).toBe(text);
  });
});
