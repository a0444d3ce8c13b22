import { screen, within } from '@testing-library/react';
import type { NotificationItem } from '../../../shared/protocol/notificationCalls';
import { dataAnswer, doneAnswer } from '../../../shared/protocol/wire';
import { appRoutes } from '../../app/routes';
import { renderWithProviders } from '../../test/render';
import { memberSession, profileAnswer } from '../account/memberTestUtils';
import { bellName } from './useNotifications';

/** A service that keeps the member's notifications and marks them read as asked. */
function notificationService() {
  const items: NotificationItem[] = [
    {
      id: '3',
      kind: 'interestReceived',
      text: 'A member has sent you an interest request.',
      screen: 'intrested_member',
      created_at: '2026-03-03T09:00:00.000Z',
      read: false,
    },
    {
      id: '2',
      kind: 'interestAccepted',
      text: 'A member has accepted your interest request.',
      screen: 'intrested_member',
      created_at: '2026-03-02T09:00:00.000Z',
      read: false,
    },
    {
      id: '1',
      kind: 'profileVerified',
      text: 'Your profile has been verified. Welcome to the members area.',
      screen: 'my_profile',
      created_at: '2026-03-01T09:00:00.000Z',
      read: true,
    },
  ];
  const answer = () =>
    dataAnswer({
      unread: items.filter((i) => !i.read).length,
      items: items.map((i) => ({ ...i })),
    });
  return {
    getNotifications: answer,
    markNotificationRead: ({ notification_id }: Record<string, string>) => {
      const item = items.find((i) => i.id === notification_id);
      if (item) item.read = true;
      return doneAnswer('Marked as read.');
    },
    markAllNotificationsRead: () => {
      for (const i of items) i.read = true;
      return doneAnswer('All notifications marked as read.');
    },
  };
}

const renderDashboard = () =>
  renderWithProviders(appRoutes, {
    route: '/dashboard',
    preloadedState: { session: memberSession },
    answers: {
      getMyProfile: profileAnswer(),
      getDashboardData: dataAnswer({ member_reqests: { Total: 0, Accepted: 0, Pending: 0 } }),
      ...notificationService(),
    },
  });

describe('the notification bell', () => {
  it('names the unread count, lists the newest and marks one read', async () => {
    const { user, calls } = renderDashboard();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Notifications' });
    const items = within(panel).getAllByRole('listitem');
    // Unread ones say so to a screen reader, not only by weight.
    expect(items.map((li) => within(li).getByText(/A member|Your profile/).textContent)).toEqual([
      'Unread: A member has sent you an interest request.',
      'Unread: A member has accepted your interest request.',
      'Your profile has been verified. Welcome to the members area.',
    ]);
    expect(
      within(items[0]!).getByRole('link', { name: 'Go to Interested Members' }),
    ).toHaveAttribute('href', '/intrested_member');
    // The read one offers nothing to mark.
    expect(within(items[2]!).queryByRole('button', { name: 'Mark read' })).toBeNull();

    await user.click(within(items[0]!).getByRole('button', { name: 'Mark read' }));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    const marked = calls.find((c) => c.type === 'markNotificationRead');
    expect(marked?.fields).toMatchObject({ notification_id: '3', local_token: 'tok-rohan' });
  });

  it('marks all read, and leads to the full list', async () => {
    const { user, router } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications, none unread' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'All notifications and mail settings' }));
    expect(router?.state.location.pathname).toBe('/notifications');
    expect(await screen.findByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  });
});

it('names no count until the list has loaded', () => {
  expect(bellName(undefined)).toBe('Notifications');
  expect(bellName(0)).toBe('Notifications, none unread');
  expect(bellName(3)).toBe('Notifications, 3 unread');
});
