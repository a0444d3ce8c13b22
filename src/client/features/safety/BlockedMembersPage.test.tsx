import { screen, waitFor, within } from '@testing-library/react';
import type { BlockedMember } from '../../../shared/protocol/safetyTypes';
import { dataAnswer, doneAnswer } from '../../../shared/protocol/wire';
import { renderWithProviders } from '../../test/render';
import { memberSession, profileAnswer } from '../account/memberTestUtils';
import { BlockedMembersPage } from './BlockedMembersPage';

const blocked = (id: number, name: string): BlockedMember => ({
  account_info_id: btoa(String(id)),
  mem_no: btoa(String(1000 + id)),
  mem_name: name,
  blocked_at: '2026-03-01T09:00:00.000Z',
});

function renderBlocked(
  list: () => BlockedMember[],
  unblock = () => doneAnswer('Member unblocked.'),
) {
  return renderWithProviders([{ path: '/blocked_members', element: <BlockedMembersPage /> }], {
    route: '/blocked_members',
    preloadedState: { session: memberSession },
    answers: {
      getMyProfile: profileAnswer(),
      getBlockedMembers: () => dataAnswer(list()),
      unblockMember: unblock,
    },
  });
}

it('lists the members I blocked and unblocks one, which leaves the list', async () => {
  let list = [blocked(21, 'Kavita Rao'), blocked(22, 'Sunita Joshi')];
  const { user, calls } = renderBlocked(
    () => list,
    () => {
      list = list.filter((m) => m.mem_name !== 'Kavita Rao');
      return doneAnswer('Member unblocked.');
    },
  );
  const ul = await screen.findByRole('list', { name: 'Blocked members' });
  expect(within(ul).getAllByRole('listitem')).toHaveLength(2);
  expect(within(ul).getByText(/Member ID 1021/)).toBeInTheDocument();
  await user.click(within(ul).getByRole('button', { name: 'Unblock Kavita Rao' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Kavita Rao: Member unblocked.');
  expect(calls.find((c) => c.type === 'unblockMember')?.fields).toMatchObject({
    local_token: 'tok-rohan',
    req_acc_infoid: btoa('21'),
  });
  await waitFor(() => expect(within(ul).getAllByRole('listitem')).toHaveLength(1));
  expect(within(ul).getByRole('button', { name: 'Unblock Sunita Joshi' })).toBeInTheDocument();
});

it('says so when no one is blocked, with the way back to My Profile', async () => {
  renderBlocked(() => []);
  expect(await screen.findByText('You have not blocked anyone.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to My Profile' })).toHaveAttribute(
    'href',
    '/my_profile',
  );
});
