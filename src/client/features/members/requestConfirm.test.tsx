import { act, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '../../../shared/domain/messages';
import { REQUEST_NOTE_MAX, REQUEST_NOTE_TEMPLATES } from '../../../shared/domain/requestNote';
import type { FriendListItem, ListingItem } from '../../../shared/protocol/types';
import { dataAnswer, doneAnswer } from '../../../shared/protocol/wire';
import type { FakeAnswer, FakeCall } from '../../test/fakeTransport';
import { ASHA, MEERA, friend, page, receivedFrom, sentTo } from './members.fixture';
import { renderMemberRoute } from './memberTestUtils';

/**
 * Issue 15 items 9 and 11: the note sent with an interest, the confirmation before accepting,
 * and the focus that stays on the request control while its new state is announced.
 */

/** getMembers answers the lists in turn; the last one stays. */
function lists(...answers: ListingItem[][]): FakeAnswer {
  let call = 0;
  return () => page(answers[Math.min(call++, answers.length - 1)]);
}
const sends = (calls: FakeCall[]) => calls.filter((c) => c.type === 'sendMemberRequest');
const answers = (calls: FakeCall[]) => calls.filter((c) => c.type === 'acceptRejFrdRequest');
const status = (card: HTMLElement) => within(card).getByRole('status');

describe('sending an interest with a note', () => {
  const searchWithAsha = () =>
    renderMemberRoute('/search_matching', {
      getMembers: lists([ASHA], [sentTo(ASHA, 'Pending', 40)]),
      sendMemberRequest: doneAnswer(MESSAGES.requestSentNotice),
    });

  it('sends a chosen template, and focus stays on the control while the state is announced', async () => {
    const { user, calls } = searchWithAsha();
    const card = await screen.findByRole('article', { name: 'Asha Gupta' });
    const send = within(card).getByRole('button', { name: 'Send interest to Asha Gupta' });
    await user.click(send);

    const dialog = screen.getByRole('dialog', { name: 'Send an interest to Asha Gupta' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByRole('radio', { name: 'No note' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: REQUEST_NOTE_TEMPLATES[0] }));
    await user.click(within(dialog).getByRole('button', { name: 'Send interest' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await within(card).findByText(MESSAGES.requestSentNotice)).toBe(status(card));
    expect(sends(calls)).toHaveLength(1);
    expect(sends(calls)[0].fields).toMatchObject({
      req_acc_infoid: ASHA.account_info_id,
      note: REQUEST_NOTE_TEMPLATES[0],
    });
    // The same button, now Withdraw, still has the focus.
    const withdraw = await within(card).findByRole('button', { name: /^Withdraw/ });
    expect(withdraw).toBe(send);
    expect(withdraw).toHaveFocus();
  });

  it('sends a written note on one line, counting up to the limit', async () => {
    const { user, calls } = searchWithAsha();
    const card = await screen.findByRole('article', { name: 'Asha Gupta' });
    await user.click(within(card).getByRole('button', { name: /^Send interest/ }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Write my own note' }));
    const box = within(dialog).getByRole('textbox', { name: 'Your note' });
    expect(box).toHaveAttribute('maxlength', String(REQUEST_NOTE_MAX));
    expect(box).toHaveAccessibleDescription(`0 of ${REQUEST_NOTE_MAX} characters`);
    await user.type(box, 'Namaste.{Enter}We are from Jaipur.');
    expect(box).toHaveValue('Namaste. We are from Jaipur.');
    expect(within(dialog).getByText(`28 of ${REQUEST_NOTE_MAX} characters`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send interest' }));

    await within(card).findByText(MESSAGES.requestSentNotice);
    expect(sends(calls)[0].fields).toMatchObject({ note: 'Namaste. We are from Jaipur.' });
  });

  it('sends nothing on Cancel or Escape, and gives the focus back to Send interest', async () => {
    const { user, calls } = searchWithAsha();
    const card = await screen.findByRole('article', { name: 'Asha Gupta' });
    const send = within(card).getByRole('button', { name: /^Send interest/ });
    await user.click(send);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(send).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(send).toHaveFocus();
    expect(sends(calls)).toHaveLength(0);
  });
});

describe('accepting asks once', () => {
  const searchWithMeera = (after: 'Accepted' | 'Rejected' = 'Accepted') =>
    renderMemberRoute('/search_matching', {
      getMembers: lists([receivedFrom(MEERA, 'Pending', 41)], [receivedFrom(MEERA, after, 41)]),
      acceptRejFrdRequest: doneAnswer(
        after === 'Accepted' ? 'Request accepted.' : 'Request declined.',
      ),
    });

  it('says the contacts become visible; Cancel and Escape keep the request pending', async () => {
    const { user, calls } = searchWithMeera();
    const card = await screen.findByRole('article', { name: 'Meera Jain' });
    const accept = within(card).getByRole('button', { name: "Accept Meera Jain's request" });
    await user.click(accept);

    const dialog = screen.getByRole('dialog', { name: "Accept Meera Jain's interest?" });
    expect(dialog).toHaveTextContent(
      "both families' contacts become visible to each other: your address, mobile number and email",
    );
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(card).getByText('Request Received')).toBeInTheDocument();
    expect(accept).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(accept).toHaveFocus();
    expect(answers(calls)).toHaveLength(0);
  });

  it('a confirmation left open by leaving the screen is closed on coming back', async () => {
    const view = searchWithMeera();
    const card = await screen.findByRole('article', { name: 'Meera Jain' });
    await view.user.click(within(card).getByRole('button', { name: /^Accept/ }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await act(() => view.router!.navigate('/member/MTM='));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => view.router!.navigate('/search_matching'));
    const again = await screen.findByRole('article', { name: 'Meera Jain' });
    expect(within(again).getByText('Request Received')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(view.store.getState().requests?.byMember[MEERA.account_info_id]?.value).toBe('received');
    expect(answers(view.calls)).toHaveLength(0);
  });

  it('Accept accepts, moves focus to View Profile and announces it', async () => {
    const { user, calls } = searchWithMeera();
    const card = await screen.findByRole('article', { name: 'Meera Jain' });
    await user.click(within(card).getByRole('button', { name: /^Accept/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Accept' }));

    expect(await within(card).findByText('Request accepted.')).toBe(status(card));
    expect(answers(calls)).toHaveLength(1);
    expect(answers(calls)[0].fields).toMatchObject({ req_status: 'Accepted' });
    const profile = within(card).getByRole('link', { name: 'View Profile of Meera Jain' });
    await waitFor(() => expect(profile).toHaveFocus());
  });

  it('Reject needs no confirmation; focus moves to the new state, which is announced', async () => {
    const { user, calls } = searchWithMeera('Rejected');
    const card = await screen.findByRole('article', { name: 'Meera Jain' });
    await user.click(within(card).getByRole('button', { name: /^Reject/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await within(card).findByText('Request declined.')).toBe(status(card));
    expect(answers(calls)[0].fields).toMatchObject({ req_status: 'Rejected' });
    await waitFor(() => expect(within(card).getByText('Not Interested')).toHaveFocus());
  });

  it('Withdraw keeps the focus on the button that becomes Send interest', async () => {
    const { user } = renderMemberRoute('/search_matching', {
      getMembers: lists([sentTo(ASHA, 'Pending', 40)], [ASHA]),
      withdrawMemberRequest: doneAnswer('Request withdrawn.'),
    });
    const card = await screen.findByRole('article', { name: 'Asha Gupta' });
    const withdraw = within(card).getByRole('button', { name: /^Withdraw/ });
    await user.click(withdraw);
    expect(await within(card).findByText('Request withdrawn.')).toBe(status(card));
    expect(within(card).getByRole('button', { name: /^Send interest/ })).toBe(withdraw);
    expect(withdraw).toHaveFocus();
  });
});

describe('the note on Interested Members', () => {
  it('is shown on a received request only', async () => {
    const note = REQUEST_NOTE_TEMPLATES[1];
    const items: FriendListItem[] = [
      { ...friend(receivedFrom(MEERA, 'Pending'), 'received'), note },
      friend(sentTo(ASHA, 'Pending'), 'sent'),
    ];
    renderMemberRoute('/intrested_member', { getFriendsMembers: dataAnswer(items) });
    const received = await screen.findByRole('list', { name: 'Requests received' });
    const meera = within(received).getByRole('article', { name: 'Meera Jain' });
    expect(within(meera).getByText(`Note from Meera: “${note}”`)).toBeInTheDocument();
    const asha = within(screen.getByRole('list', { name: 'Requests sent' })).getByRole('article', {
      name: 'Asha Gupta',
    });
    expect(within(asha).queryByText(/Note from/)).toBeNull();
  });
});
