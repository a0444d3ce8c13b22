import { screen, within } from '@testing-library/react';
import { dataAnswer, doneAnswer } from '../../../shared/protocol/wire';
import { appRoutes } from '../../app/routes';
import { renderWithProviders } from '../../test/render';
import { memberSession, profileAnswer } from '../account/memberTestUtils';

const LABELS = [
  'When a member sends me an interest',
  'When a member accepts my interest',
  'When a member declines my interest',
  'When an interest to me is about to expire',
];

function renderPage() {
  let saved = {
    mail_interest_received: '1',
    mail_interest_accepted: '1',
    mail_interest_declined: '0',
    mail_interest_expiring: '1',
  };
  const view = renderWithProviders(appRoutes, {
    route: '/notifications',
    preloadedState: { session: memberSession },
    answers: {
      getMyProfile: profileAnswer(),
      getNotifications: dataAnswer({
        unread: 1,
        items: [
          {
            id: '9',
            kind: 'interestDeclined',
            text: 'A member has declined your interest request.',
            screen: 'intrested_member',
            created_at: '2026-03-03T09:00:00.000Z',
            read: false,
          },
        ],
      }),
      getNotificationSettings: () => dataAnswer(saved),
      saveNotificationSettings: (fields) => {
        const {
          local_token: _t,
          curl_type: _c,
          m_type: _m,
          res_func: _r,
          only_cms: _o,
          ...rest
        } = fields;
        saved = rest as typeof saved;
        return doneAnswer('Your notification settings were saved.');
      },
    },
  });
  return { ...view, saved: () => saved };
}

describe('the notifications screen', () => {
  it('lists the notifications with the unread count', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getByText('A member has declined your interest request.')).toBeVisible();
    expect(screen.getByText(/1 unread\./)).toBeVisible();
  });

  it('fills every mail setting from the server, and saves each one changed', async () => {
    const { user, calls, saved } = renderPage();
    const boxes = await Promise.all(LABELS.map((name) => screen.findByRole('checkbox', { name })));
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([true, true, false, true]);
    // Flip every field.
    for (const box of boxes) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Save mail settings' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your notification settings were saved.',
    );
    const sent = calls.find((c) => c.type === 'saveNotificationSettings');
    expect(sent?.fields).toMatchObject({
      local_token: 'tok-rohan',
      mail_interest_received: '0',
      mail_interest_accepted: '0',
      mail_interest_declined: '1',
      mail_interest_expiring: '0',
    });
    expect(saved()).toEqual({
      mail_interest_received: '0',
      mail_interest_accepted: '0',
      mail_interest_declined: '1',
      mail_interest_expiring: '0',
    });
    expect(screen.getByText(/codes and security mails are always sent/)).toBeVisible();
  });
});
