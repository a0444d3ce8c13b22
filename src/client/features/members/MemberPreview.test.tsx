import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { MESSAGES } from '../../../shared/domain/messages';
import { REQUEST_NOTE_TEMPLATES } from '../../../shared/domain/requestNote';
import { dataAnswer, doneAnswer, failAnswer } from '../../../shared/protocol/wire';
import type { FakeCall } from '../../test/fakeTransport';
import { MEERA, MEERA_PROFILE, preview, receivedFrom, sentTo } from './members.fixture';
import { NOT_AVAILABLE } from './MemberProfilePage';

const SHOWN_AFTER_ACCEPTANCE =
  'Contact details, family names, birth details and more photos are shown once one of you accepts the other’s interest.';
import { renderMemberRoute } from './memberTestUtils';

const path = `/member/${encodeURIComponent(MEERA.account_info_id)}`;
const notAccepted = failAnswer(NOT_AVAILABLE);
const callsOf = (calls: FakeCall[], type: string) => calls.filter((c) => c.type === type);

/** Answers in turn, the last one kept (a reload after a request gets the next). */
function inTurn<T>(...answers: T[]) {
  let n = 0;
  return () => answers[Math.min(n++, answers.length - 1)] as T;
}

/** The definition list of a region, as [term, description] pairs. */
const pairsIn = (region: HTMLElement) =>
  within(region)
    .getAllByRole('term')
    .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);

describe("A member's page before an interest", () => {
  it('shows her facts, about me, preferences and the four actions, and passes axe', async () => {
    const { calls } = renderMemberRoute(path, {
      getMemberProfile: notAccepted,
      getMemberPreview: dataAnswer(preview()),
      getShortlistMembers: dataAnswer([]),
    });
    const page = await screen.findByRole('article', { name: 'Meera Jain' });
    expect(screen.getByRole('heading', { level: 1, name: 'Meera Jain' })).toBeVisible();
    expect(within(page).getByText('Verified by the trust on 12 March 2026')).toBeInTheDocument();
    expect(callsOf(calls, 'getMemberPreview')[0]?.fields).toMatchObject({
      local_token: 'tok-rohan',
      req_acc_infoid: MEERA.account_info_id,
    });

    expect(pairsIn(screen.getByRole('region', { name: 'Details' }))).toEqual(
      expect.arrayContaining([
        ['Age', '28 years'],
        ['Height', '5 ft 3 in (160 cm)'],
        ['Lives in', 'Ajmer, Rajasthan'],
        ['Education', 'Post Graduation'],
        ['Occupation', 'Teacher'],
        ['Annual income', 'More than 40 lakh'],
        ['Marital status', 'Unmarried'],
        ['Manglik status', 'Not Manglik (General)'],
      ]),
    );
    expect(pairsIn(screen.getByRole('region', { name: 'Family' }))).toEqual([
      ["Father's occupation", 'Trader'],
      ["Mother's occupation", 'Not given'],
      ['Family annual income', '15–20 lakh'],
      ['Brothers', 'No Brother'],
      ['Sisters', 'Married'],
    ]);
    expect(screen.getByRole('region', { name: 'About me' })).toHaveTextContent(
      'Engineer in Ajmer. Loves old Hindi songs.',
    );
    expect(pairsIn(screen.getByRole('region', { name: 'Partner preferences' }))).toEqual([
      ['Age', '27 to 32 years'],
      ['Height', '5 ft 5 in (165 cm) or more'],
      ['Education', 'Engineering, Post Graduation'],
      ['Annual income', 'Any'],
      ['State', 'Any'],
      ['City', 'Any'],
      ['Marital status', 'Any'],
      ['Manglik status', 'Only non-Manglik'],
    ]);
    for (const name of [
      'Send interest to Meera Jain',
      'Shortlist Meera Jain',
      'Block Meera Jain',
      'Report Meera Jain',
    ]) {
      expect(within(page).getByRole('button', { name })).toBeEnabled();
    }
    expect(screen.getByText(SHOWN_AFTER_ACCEPTANCE)).toBeInTheDocument();
    expect(screen.getByText('No photo yet')).toBeInTheDocument();
    const { violations } = await axe.run(page, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(violations).toEqual([]);
  }, 20_000);

  it('says "Photo after acceptance" when her photo waits for an accepted interest', async () => {
    renderMemberRoute(path, {
      getMemberProfile: notAccepted,
      getMemberPreview: dataAnswer(preview(MEERA, { photo_after_acceptance: true })),
    });
    expect(await screen.findByText('Photo after acceptance')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Photo of Meera Jain' })).toBeNull();
  });

  it('shows her photo when the service signed one for the viewer', async () => {
    renderMemberRoute(path, {
      getMemberProfile: notAccepted,
      getMemberPreview: dataAnswer(preview(MEERA, { pro_pic: '/photo/t13.jpg?sig=z' })),
    });
    expect(await screen.findByRole('img', { name: 'Photo of Meera Jain' })).toHaveAttribute(
      'src',
      '/photo/t13.jpg?sig=z',
    );
  });

  it('sends an interest with a note, keeps the focus on the control and announces it', async () => {
    const { user, calls } = renderMemberRoute(path, {
      getMemberProfile: notAccepted,
      getMemberPreview: inTurn(
        dataAnswer(preview()),
        dataAnswer(preview(sentTo(MEERA, 'Pending', 40), { request_state: 'sent' })),
      ),
      sendMemberRequest: doneAnswer(MESSAGES.requestSentNotice),
    });
    const page = await screen.findByRole('article', { name: 'Meera Jain' });
    const send = within(page).getByRole('button', { name: 'Send interest to Meera Jain' });
    await user.click(send);
    const dialog = screen.getByRole('dialog', { name: 'Send an interest to Meera Jain' });
    await user.click(within(dialog).getByRole('radio', { name: REQUEST_NOTE_TEMPLATES[0] }));
    await user.click(within(dialog).getByRole('button', { name: 'Send interest' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    const status = await within(page).findByText(MESSAGES.requestSentNotice);
    expect(status).toHaveAttribute('role', 'status');
    expect(callsOf(calls, 'sendMemberRequest')[0]?.fields).toMatchObject({
      req_acc_infoid: MEERA.account_info_id,
      note: REQUEST_NOTE_TEMPLATES[0],
    });
    // The same button, now Withdraw, keeps the focus; the reloaded preview names the request.
    const withdraw = await within(page).findByRole('button', { name: /^Withdraw/ });
    expect(withdraw).toBe(send);
    expect(withdraw).toHaveFocus();
    expect(within(page).getByText('Request Sent')).toBeInTheDocument();
    await waitFor(() => expect(withdraw).not.toHaveAttribute('aria-disabled'));
    expect(callsOf(calls, 'getMemberPreview')).toHaveLength(2);
  });

  it('offers Accept and Reject for a request she sent; accepting brings her full biodata', async () => {
    const { user, calls } = renderMemberRoute(path, {
      getMemberProfile: inTurn(notAccepted, dataAnswer(MEERA_PROFILE)),
      getMemberPreview: dataAnswer(
        preview(receivedFrom(MEERA, 'Pending', 41), { request_state: 'received' }),
      ),
      acceptRejFrdRequest: doneAnswer('Request accepted.'),
    });
    const page = await screen.findByRole('article', { name: 'Meera Jain' });
    expect(within(page).getByText('Request Received')).toBeInTheDocument();
    expect(within(page).getByRole('button', { name: "Reject Meera Jain's request" })).toBeEnabled();
    await user.click(within(page).getByRole('button', { name: "Accept Meera Jain's request" }));
    const confirm = screen.getByRole('dialog', { name: "Accept Meera Jain's interest?" });
    await user.click(within(confirm).getByRole('button', { name: 'Accept' }));

    expect(callsOf(calls, 'acceptRejFrdRequest')[0]?.fields).toMatchObject({
      req_acc_infoid: MEERA.account_info_id,
      mem_frd_req_id: btoa('41'),
      req_status: 'Accepted',
    });
    const address = await screen.findByRole('region', { name: 'Address and contact' });
    expect(within(address).getByText('12 Civil Lines')).toBeInTheDocument();
    const notice = screen.getByText(/Meera Jain’s full profile is shown below/);
    expect(notice).toHaveAttribute('role', 'status');
    await waitFor(() => expect(notice).toHaveFocus());
  });

  it('shows the full biodata to an accepted member without asking for a preview', async () => {
    const { calls } = renderMemberRoute(path, { getMemberProfile: dataAnswer(MEERA_PROFILE) });
    const address = await screen.findByRole('region', { name: 'Address and contact' });
    expect(within(address).getByText('meera@example.in')).toBeInTheDocument();
    expect(callsOf(calls, 'getMemberPreview')).toHaveLength(0);
    expect(screen.queryByText(SHOWN_AFTER_ACCEPTANCE)).toBeNull();
  });

  it("says the service's reason when the preview is refused for the daily limit", async () => {
    const limit =
      'You have opened a great many full profiles today. You can open new ones again tomorrow.';
    renderMemberRoute(path, {
      getMemberProfile: notAccepted,
      getMemberPreview: failAnswer(limit),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(limit);
  });
});
