import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '../../../shared/domain/messages';
import {
  doneAnswer,
  failAnswer,
  invalidAnswer,
  type WireAnswer,
} from '../../../shared/protocol/wire';
import type { ListingItem } from '../../../shared/protocol/types';
import type { FakeAnswer, FakeCall } from '../../test/fakeTransport';
import { ASHA, MEERA, page, receivedFrom, sentTo } from '../members/members.fixture';
import { renderMemberRoute } from '../members/memberTestUtils';

/** getMembers answers the lists in turn; the last one stays. */
function lists(...answers: ListingItem[][]): FakeAnswer {
  let call = 0;
  return () => page(answers[Math.min(call++, answers.length - 1)]);
}

const cardOf = async (name: string) => screen.findByRole('article', { name });
const dialog = () => screen.getByRole('dialog');
/** Send interest opens the note dialog (requirements §4.5.5); its own Send interest sends. */
const confirmSend = async (user: ReturnType<typeof renderMemberRoute>['user']) =>
  user.click(within(dialog()).getByRole('button', { name: 'Send interest' }));
const confirmAccept = async (user: ReturnType<typeof renderMemberRoute>['user']) =>
  user.click(within(dialog()).getByRole('button', { name: 'Accept' }));
const callsOf = (calls: FakeCall[], type: string) => calls.filter((c) => c.type === type);

describe('interest requests on Search Matching', () => {
  it('send an interest to the listed member, say so, reload the list, then withdraw it', async () => {
    const { user, calls } = renderMemberRoute('/search_matching', {
      getMembers: lists([ASHA], [sentTo(ASHA, 'Pending', 40)], [ASHA]),
      sendMemberRequest: doneAnswer(MESSAGES.requestSentNotice),
      withdrawMemberRequest: doneAnswer('Request withdrawn.'),
    });
    const card = await cardOf('Asha Gupta');
    await user.click(within(card).getByRole('button', { name: 'Send interest to Asha Gupta' }));
    await confirmSend(user);

    expect(await within(card).findByText(MESSAGES.requestSentNotice)).toHaveAttribute(
      'role',
      'status',
    );
    expect(within(card).getByText('Request Sent')).toBeInTheDocument();
    expect(callsOf(calls, 'sendMemberRequest')).toHaveLength(1);
    expect(callsOf(calls, 'sendMemberRequest')[0].fields).toMatchObject({
      local_token: 'tok-rohan',
      req_acc_infoid: ASHA.account_info_id,
    });
    // No note chosen: the call is the one old clients make.
    expect(callsOf(calls, 'sendMemberRequest')[0].fields).not.toHaveProperty('note');
    // Requirements §8: the list reloads; it names the request, so Withdraw opens.
    const withdraw = await within(card).findByRole('button', {
      name: 'Withdraw your interest in Asha Gupta',
    });
    await waitFor(() => expect(withdraw).not.toHaveAttribute('aria-disabled'));
    expect(callsOf(calls, 'getMembers')).toHaveLength(2);

    await user.click(withdraw);
    expect(await within(card).findByText('Request withdrawn.')).toBeInTheDocument();
    expect(callsOf(calls, 'withdrawMemberRequest')[0].fields).toMatchObject({
      local_token: 'tok-rohan',
      mem_frd_req_id: btoa('40'),
    });
    expect(within(card).getByRole('button', { name: /^Send interest/ })).not.toHaveAttribute(
      'aria-disabled',
    );
    await waitFor(() => expect(callsOf(calls, 'getMembers')).toHaveLength(3));
  });

  it.each([
    ['Accepted', 'Accept', 'Request accepted.'],
    ['Rejected', 'Reject', 'Request declined.'],
  ] as const)(
    'answer a received request: %s, with the ids from the listing',
    async (status, button, message) => {
      const { user, calls } = renderMemberRoute('/search_matching', {
        getMembers: lists([receivedFrom(MEERA, 'Pending', 41)], [receivedFrom(MEERA, status, 41)]),
        acceptRejFrdRequest: doneAnswer(message),
      });
      const card = await cardOf('Meera Jain');
      expect(within(card).getByText('Request Received')).toBeInTheDocument();
      await user.click(
        within(card).getByRole('button', { name: `${button} Meera Jain's request` }),
      );
      if (status === 'Accepted') await confirmAccept(user);

      expect(await within(card).findByText(message)).toBeInTheDocument();
      expect(callsOf(calls, 'acceptRejFrdRequest')[0].fields).toMatchObject({
        local_token: 'tok-rohan',
        req_acc_infoid: MEERA.account_info_id,
        mem_frd_req_id: btoa('41'),
        req_status: status,
      });
      if (status === 'Accepted') {
        expect(
          within(card).getByRole('link', { name: 'View Profile of Meera Jain' }),
        ).toHaveAttribute('href', `/member/${encodeURIComponent(MEERA.account_info_id)}`);
      } else {
        expect(within(card).getByText('Not Interested')).toBeInTheDocument();
      }
      // No request button is left (the card's Shortlist, Block and Report are not the request's).
      const requestButton = { name: /^(Send interest|Withdraw|Accept|Reject)\b/ };
      expect(within(card).queryByRole('button', requestButton)).toBeNull();
      await waitFor(() => expect(callsOf(calls, 'getMembers')).toHaveLength(2));
    },
  );

  it('send once however often the button is clicked while the post is on its way', async () => {
    let answer!: (a: WireAnswer) => void;
    const { user, calls } = renderMemberRoute('/search_matching', {
      getMembers: lists([ASHA], [sentTo(ASHA, 'Pending')]),
      sendMemberRequest: () => new Promise<WireAnswer>((r) => (answer = r)),
    });
    const card = await cardOf('Asha Gupta');
    const send = within(card).getByRole('button', { name: /^Send interest/ });
    await user.click(send);
    await confirmSend(user);
    expect(send).toHaveAttribute('aria-disabled', 'true');
    expect(within(card).getByRole('status')).toHaveTextContent('Sending your interest…');
    await user.click(send);
    await user.dblClick(send);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsOf(calls, 'sendMemberRequest')).toHaveLength(1);
    answer(doneAnswer(MESSAGES.requestSentNotice));
    expect(await within(card).findByText('Request Sent')).toBeInTheDocument();
  });

  it('say why a send was refused, keep the button, and spend no view on a reload', async () => {
    const why =
      'This member has already sent you a request. You can accept it under Interested Members.';
    const { user, calls } = renderMemberRoute('/search_matching', {
      getMembers: page([ASHA]),
      sendMemberRequest: invalidAnswer(why),
    });
    const card = await cardOf('Asha Gupta');
    await user.click(within(card).getByRole('button', { name: /^Send interest/ }));
    await confirmSend(user);
    expect(await within(card).findByRole('alert')).toHaveTextContent(why);
    expect(within(card).getByRole('button', { name: /^Send interest/ })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(within(card).queryByText('Request Sent')).toBeNull();
    expect(callsOf(calls, 'getMembers')).toHaveLength(1);
  });

  it('go back to Request Received with the reason when an answer fails, or no answer comes', async () => {
    let attempt = 0;
    const { user } = renderMemberRoute('/search_matching', {
      getMembers: page([receivedFrom(MEERA, 'Pending')]),
      acceptRejFrdRequest: () => {
        if (attempt++ === 0) return failAnswer('This request has already been answered.');
        throw new TypeError('Failed to fetch');
      },
    });
    const card = await cardOf('Meera Jain');
    await user.click(within(card).getByRole('button', { name: /^Accept/ }));
    await confirmAccept(user);
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'This request has already been answered.',
    );
    expect(within(card).getByText('Request Received')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: /^Reject/ }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(MESSAGES.networkError);
    expect(within(card).getByRole('button', { name: /^Reject/ })).not.toHaveAttribute(
      'aria-disabled',
    );
  });
});
