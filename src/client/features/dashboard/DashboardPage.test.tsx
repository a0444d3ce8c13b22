import { act, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { dataAnswer } from '../../../shared/protocol/wire';
import { person, received, renderDashboard, sent } from './dashboard.fixture';

const ASHA = person(12, 'Asha Gupta');
const MEERA = person(13, 'Meera Jain', { age: 28, city_nm: 'Ajmer' });
const PRIYA = person(14, 'Priya Singhal');
const NEHA = person(15, 'Neha Bansal');
const KAVYA = person(16, 'Kavya Goyal');
const RIYA = person(17, 'Riya Mittal');

const counts = async () =>
  within(await screen.findByRole('list', { name: 'Your interests' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('dashboard', () => {
  it('welcomes the member and puts its parts under headings in order', async () => {
    const { calls } = renderDashboard([]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Rohan' })).toBeVisible();
    await screen.findByRole('heading', { name: 'Recently accepted' });
    await screen.findByRole('heading', { name: 'Your profile' });
    // The dashboard's own parts: the footer's headings (from the site settings) are not its own.
    const main = screen.getByRole('main');
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([
      'Your verification',
      'Your interests',
      'Waiting for your answer',
      'Recently accepted',
      'Your profile',
      'Matches for you',
    ]);
    expect(calls.find((c) => c.type === 'getFriendsMembers')?.fields.local_token).toBe('tok-rohan');
    const interests = screen.getByRole('region', { name: 'Your interests' });
    expect(within(interests).getByRole('link', { name: 'Interested Members' })).toHaveAttribute(
      'href',
      '/intrested_member',
    );
    expect(within(interests).getByRole('link', { name: 'Search Matching' })).toHaveAttribute(
      'href',
      '/search_matching',
    );
  });

  it('counts received and sent apart, in words, plural', async () => {
    renderDashboard([
      received(ASHA, 'Pending', 1),
      received(MEERA, 'Pending', 2),
      received(PRIYA, 'Accepted', 3),
      received(NEHA, 'Expired', 4),
      sent(KAVYA, 'Pending', 5),
      sent(RIYA, 'Accepted', 6),
      sent(person(18, 'Sita Jain'), 'Rejected', 7),
    ]);
    expect(await counts()).toEqual([
      '2 interests wait for your answer',
      'You sent 3 interests; 1 is waiting for their answer',
      '2 accepted',
    ]);
  });

  it('counts in the singular, and says none plainly', async () => {
    renderDashboard([received(ASHA, 'Pending', 1), sent(MEERA, 'Accepted', 2)]);
    expect(await counts()).toEqual([
      '1 interest waits for your answer',
      'You sent 1 interest; none is waiting for their answer',
      '1 accepted',
    ]);
  });

  it('says so when there is nothing yet', async () => {
    renderDashboard([]);
    expect(await counts()).toEqual([
      'No interest waits for your answer',
      'You have not sent an interest yet',
      'None accepted yet',
    ]);
    expect(screen.getByText(/Nothing waits for your answer now/)).toBeInTheDocument();
    expect(screen.getByText('No interest has been accepted yet.')).toBeInTheDocument();
  });

  it('lists the latest three accepted, either way, each linking to the profile', async () => {
    renderDashboard([
      received(ASHA, 'Pending', 1),
      sent(MEERA, 'Accepted', 2),
      received(PRIYA, 'Accepted', 3),
      sent(NEHA, 'Accepted', 4),
      received(KAVYA, 'Accepted', 5),
    ]);
    const list = await screen.findByRole('list', { name: 'Recently accepted' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('link').textContent)).toEqual([
      'Meera Jain',
      'Priya Singhal',
      'Neha Bansal',
    ]);
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/member/MTM%3D');
    expect(items[0]).toHaveTextContent('28 years, Ajmer');
    expect(items[0]).toHaveTextContent('They accepted your interest.');
    expect(items[1]).toHaveTextContent('You accepted their interest.');
  });

  it('offers to try again when the interests cannot be loaded', async () => {
    let attempts = 0;
    const { user } = renderDashboard(() => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch');
      return dataAnswer([received(ASHA, 'Pending', 1)]);
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your interests could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await counts()).toContain('1 interest waits for your answer');
  });

  it('is usable with the keyboard and passes axe', async () => {
    const { user } = renderDashboard([
      { ...received(MEERA, 'Pending', 1), note: 'Namaste.' },
      sent(ASHA, 'Accepted', 2),
    ]);
    const dashboard = await screen.findByRole('region', { name: 'Welcome, Rohan' });
    const waiting = await screen.findByRole('list', { name: 'Waiting for your answer' });
    await screen.findByRole('region', { name: 'Your profile' });
    within(waiting).getByRole('link', { name: 'Meera Jain' }).focus();
    await user.tab();
    expect(
      within(waiting).getByRole('button', { name: "Accept Meera Jain's request" }),
    ).toHaveFocus();
    await user.tab();
    expect(
      within(waiting).getByRole('button', { name: "Reject Meera Jain's request" }),
    ).toHaveFocus();
    const { violations } = await axe.run(dashboard, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(violations).toEqual([]);
  }, 20_000);

  it('draws its parts together, once the profile, interests and matches have answered', async () => {
    let answerMatches: () => void = () => {};
    const matchesHeld = new Promise<void>((resolve) => (answerMatches = resolve));
    let interestsAnswered: () => void = () => {};
    const interestsDone = new Promise<void>((resolve) => (interestsAnswered = resolve));
    renderDashboard(
      () => {
        interestsAnswered();
        return dataAnswer([received(ASHA, 'Pending', 1)]);
      },
      {
        answers: {
          getMatches: async () => {
            await matchesHeld;
            return dataAnswer({ members: [], has_preferences: true });
          },
        },
      },
    );
    expect(await screen.findByText('Loading your dashboard…')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Rohan' })).toBeVisible();
    // The interests have answered, yet nothing of them is drawn, to be pushed down later.
    await act(() => interestsDone);
    expect(screen.queryByRole('heading', { name: 'Your interests' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Your verification' })).toBeNull();
    answerMatches();
    expect(await counts()).toContain('1 interest waits for your answer');
    expect(screen.getByRole('heading', { name: 'Your verification' })).toBeVisible();
    expect(screen.queryByText('Loading your dashboard…')).toBeNull();
  });
});
