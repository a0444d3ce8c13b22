import { screen, waitFor, within } from '@testing-library/react';
import { dataAnswer, doneAnswer } from '../../../shared/protocol/wire';
import type { FriendListItem } from '../../../shared/protocol/types';
import { ASHA, CONTACT, MEERA, PRIYA, friend, receivedFrom, sentTo } from './members.fixture';
import { renderMemberRoute } from './memberTestUtils';

const list = (items: FriendListItem[]) => dataAnswer(items);

describe('Interested Members', () => {
  it('lists the requests received and sent, each with what I may do about it', async () => {
    renderMemberRoute('/intrested_member', {
      getFriendsMembers: list([
        friend(receivedFrom(MEERA, 'Accepted'), 'received', CONTACT),
        friend(receivedFrom(PRIYA, 'Pending'), 'received'),
        friend(sentTo(ASHA, 'Pending'), 'sent'),
      ]),
    });
    const received = await screen.findByRole('list', { name: 'Requests received' });
    const sent = screen.getByRole('list', { name: 'Requests sent' });

    const priya = within(received).getByRole('article', { name: 'Priya Singhal' });
    expect(within(priya).getByText('Request Received')).toBeInTheDocument();
    expect(within(priya).getByRole('button', { name: /^Accept/ })).toBeEnabled();
    expect(within(priya).getByRole('button', { name: /^Reject/ })).toBeEnabled();
    expect(within(priya).queryByRole('heading', { name: 'Address and contact' })).toBeNull();

    // Requirements §4: the address only once the other side has accepted.
    const meera = within(received).getByRole('article', { name: 'Meera Jain' });
    expect(within(meera).getByRole('link', { name: 'View Profile of Meera Jain' })).toBeVisible();
    const contact = within(meera).getByRole('region', { name: 'Address and contact' });
    expect(within(contact).getByText('12 Civil Lines')).toBeInTheDocument();
    expect(within(contact).getByText('+91 9876543210')).toBeInTheDocument();
    expect(within(contact).getByText('meera@example.in')).toBeInTheDocument();

    const asha = within(sent).getByRole('article', { name: 'Asha Gupta' });
    expect(within(asha).getByText('Request Sent')).toBeInTheDocument();
    expect(within(asha).getByRole('button', { name: /^Withdraw/ })).toBeEnabled();
    expect(within(asha).queryByRole('region', { name: 'Address and contact' })).toBeNull();
  });

  it('answers a request with the same machine and reloads the list', async () => {
    let accepted = false;
    const { user, calls } = renderMemberRoute('/intrested_member', {
      getFriendsMembers: () =>
        list([
          accepted
            ? friend(receivedFrom(PRIYA, 'Accepted'), 'received', CONTACT)
            : friend(receivedFrom(PRIYA, 'Pending'), 'received'),
        ]),
      acceptRejFrdRequest: () => {
        accepted = true;
        return doneAnswer('Request accepted.');
      },
    });
    const priya = await screen.findByRole('article', { name: 'Priya Singhal' });
    await user.click(within(priya).getByRole('button', { name: /^Accept/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Accept' }));
    expect(
      await within(priya).findByRole('region', { name: 'Address and contact' }),
    ).toBeInTheDocument();
    expect(within(priya).getByText('Request accepted.')).toBeInTheDocument();
    expect(calls.filter((c) => c.type === 'getFriendsMembers')).toHaveLength(2);
    await waitFor(() =>
      expect(within(priya).getByRole('link', { name: /^View Profile/ })).toBeInTheDocument(),
    );
  });

  it('says plainly when there are no requests either way', async () => {
    renderMemberRoute('/intrested_member', { getFriendsMembers: list([]) });
    expect(
      await screen.findByText('No one has sent you an interest request yet.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/You have not sent an interest request yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search Matching' })).toHaveAttribute(
      'href',
      '/search_matching',
    );
  });

  it('offers Retry when the list cannot be loaded', async () => {
    let call = 0;
    const { user } = renderMemberRoute('/intrested_member', {
      getFriendsMembers: () => {
        call += 1;
        if (call === 1) throw new TypeError('Failed to fetch');
        return list([friend(sentTo(ASHA, 'Rejected'), 'sent')]);
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your requests could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    const asha = await screen.findByRole('article', { name: 'Asha Gupta' });
    expect(within(asha).getByText('Not Interested')).toBeInTheDocument();
  });
});
