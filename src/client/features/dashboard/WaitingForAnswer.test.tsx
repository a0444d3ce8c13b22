import { screen, waitFor, within } from '@testing-library/react';
import type { FriendListItem } from '../../../shared/protocol/types';
import { dataAnswer, doneAnswer } from '../../../shared/protocol/wire';
import type { FakeAnswer, FakeCall } from '../../test/fakeTransport';
import { person, received, renderDashboard, sent } from './dashboard.fixture';

/** Issue #15 item 6: the interests that wait for an answer, answered through the request machine. */

const MEERA = person(13, 'Meera Jain', { age: 28, city_nm: 'Ajmer' });
const ASHA = person(12, 'Asha Gupta', { age: null, city_nm: 'Kota' });
const NOTE = 'Namaste. We liked your profile and would like to talk.';

/** getFriendsMembers answers the lists in turn; the last one stays. */
function lists(...answers: FriendListItem[][]): FakeAnswer {
  let call = 0;
  return () => dataAnswer(answers[Math.min(call++, answers.length - 1)]);
}
const answersOf = (calls: FakeCall[]) => calls.filter((c) => c.type === 'acceptRejFrdRequest');
const waitingList = () => screen.findByRole('list', { name: 'Waiting for your answer' });

it('lists each waiting interest with its name, age, city and note, and nothing else', async () => {
  renderDashboard([
    { ...received(MEERA, 'Pending', 41), note: NOTE },
    received(ASHA, 'Pending', 42),
    received(person(14, 'Priya Singhal'), 'Accepted', 43),
    sent(person(15, 'Neha Bansal'), 'Pending', 44),
  ]);
  const list = await waitingList();
  const cards = within(list).getAllByRole('article');
  expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['Meera Jain', 'Asha Gupta']);
  const meera = cards[0]!;
  expect(within(meera).getByRole('heading', { level: 3, name: 'Meera Jain' })).toBeVisible();
  expect(within(meera).getByRole('link', { name: 'Meera Jain' })).toHaveAttribute(
    'href',
    '/member/MTM%3D',
  );
  expect(meera).toHaveTextContent('28 years, Ajmer');
  expect(within(meera).getByText(`Note from Meera: “${NOTE}”`)).toBeInTheDocument();
  expect(cards[1]).toHaveTextContent('Kota');
  expect(within(cards[1]!).queryByText(/Note from/)).toBeNull();
  expect(within(cards[1]!).queryByText(/years/)).toBeNull();
});

it('Accept asks first, then accepts through the machine; the card stays with its new state', async () => {
  const { user, calls, store } = renderDashboard(
    lists([received(MEERA, 'Pending', 41)], [received(MEERA, 'Accepted', 41)]),
    { answers: { acceptRejFrdRequest: doneAnswer('Request accepted.') } },
  );
  const card = within(await waitingList()).getByRole('article', { name: 'Meera Jain' });
  await user.click(within(card).getByRole('button', { name: "Accept Meera Jain's request" }));
  const dialog = screen.getByRole('dialog', { name: "Accept Meera Jain's interest?" });
  expect(answersOf(calls)).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Accept' }));

  expect(await within(card).findByText('Request accepted.')).toBeInTheDocument();
  expect(answersOf(calls)[0]?.fields).toMatchObject({
    req_acc_infoid: MEERA.account_info_id,
    mem_frd_req_id: btoa('41'),
    req_status: 'Accepted',
  });
  expect(store.getState().requests?.byMember[MEERA.account_info_id]?.value).toBe('accepted');
  // The lists are read again: the counts follow, and the answered card stays where it was.
  await waitFor(() =>
    expect(screen.getByRole('list', { name: 'Your interests' })).toHaveTextContent('1 accepted'),
  );
  expect(screen.getByRole('list', { name: 'Recently accepted' })).toHaveTextContent('Meera Jain');
  const still = within(screen.getByRole('list', { name: 'Waiting for your answer' })).getByRole(
    'article',
    { name: 'Meera Jain' },
  );
  await waitFor(() =>
    expect(within(still).getByRole('link', { name: 'View Profile of Meera Jain' })).toHaveFocus(),
  );
});

it('Cancel in the confirmation keeps the interest waiting', async () => {
  const { user, calls } = renderDashboard([received(MEERA, 'Pending', 41)]);
  const card = within(await waitingList()).getByRole('article', { name: 'Meera Jain' });
  await user.click(within(card).getByRole('button', { name: /^Accept/ }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(within(card).getByText('Request Received')).toBeInTheDocument();
  expect(answersOf(calls)).toHaveLength(0);
});

it('Reject declines at once, and the count of waiting interests follows', async () => {
  const { user, calls } = renderDashboard(
    lists([received(MEERA, 'Pending', 41)], [received(MEERA, 'Rejected', 41)]),
    { answers: { acceptRejFrdRequest: doneAnswer('Request declined.') } },
  );
  const card = within(await waitingList()).getByRole('article', { name: 'Meera Jain' });
  await user.click(within(card).getByRole('button', { name: "Reject Meera Jain's request" }));
  expect(await within(card).findByText('Request declined.')).toBeInTheDocument();
  expect(answersOf(calls)[0]?.fields).toMatchObject({ req_status: 'Rejected' });
  await waitFor(() =>
    expect(screen.getByRole('list', { name: 'Your interests' })).toHaveTextContent(
      'No interest waits for your answer',
    ),
  );
  expect(within(card).getByText('Not Interested')).toBeInTheDocument();
});
