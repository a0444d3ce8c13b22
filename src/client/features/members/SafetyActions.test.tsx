import { screen, waitFor, within } from '@testing-library/react';
import type { ListingItem } from '../../../shared/protocol/types';
import { dataAnswer, doneAnswer, invalidAnswer } from '../../../shared/protocol/wire';
import { appRoutes } from '../../app/routes';
import type { FakeCall } from '../../test/fakeTransport';
import { ASHA, MEERA, MEERA_PROFILE, PRIYA, page } from './members.fixture';
import { renderAsMember, renderMemberRoute } from './memberTestUtils';

const BLOCKED = 'Member blocked. You will no longer see each other.';
const REPORTED =
  'Thank you. Our team will look into your report; the member has been blocked and will not be told who reported.';
const callsOf = (calls: FakeCall[], type: string) => calls.filter((c) => c.type === type);

describe('Block from a card', () => {
  it('asks first, blocks, and the card is gone once the dialog is closed', async () => {
    let blocked = false;
    const { user, calls } = renderMemberRoute('/search_matching', {
      getMembers: () => page(blocked ? [MEERA] : [ASHA, MEERA]),
      getShortlistMembers: dataAnswer([]),
      blockMember: () => {
        blocked = true;
        return doneAnswer(BLOCKED);
      },
    });
    const asha = await screen.findByRole('article', { name: 'Asha Gupta' });
    await user.click(within(asha).getByRole('button', { name: 'Block Asha Gupta' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Asha Gupta?' });
    expect(dialog).toHaveTextContent('They are not told.');
    // Cancel blocks no one.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsOf(calls, 'blockMember')).toHaveLength(0);

    await user.click(within(asha).getByRole('button', { name: 'Block Asha Gupta' }));
    await user.click(screen.getByRole('button', { name: 'Yes, block' }));
    const confirmed = screen.getByRole('dialog', { name: 'Block Asha Gupta?' });
    expect(await within(confirmed).findByRole('status')).toHaveTextContent(BLOCKED);
    // Still on screen while the dialog says what happened.
    expect(screen.getByRole('article', { name: 'Asha Gupta' })).toBeInTheDocument();
    expect(callsOf(calls, 'blockMember')[0]?.fields).toMatchObject({
      local_token: 'tok-rohan',
      req_acc_infoid: ASHA.account_info_id,
    });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Asha Gupta' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Meera Jain' })).toBeInTheDocument();
  });
});

describe('Report', () => {
  it('fills the reason and the words, sends them, and says the member is blocked', async () => {
    const { user, calls } = renderMemberRoute('/search_matching', {
      getMembers: page([PRIYA]),
      getShortlistMembers: dataAnswer([]),
      reportMember: (f) =>
        f.reason === 'other' && !f.words
          ? invalidAnswer('Please say in a few words.')
          : doneAnswer(REPORTED),
    });
    const priya = await screen.findByRole('article', { name: 'Priya Singhal' });
    await user.click(within(priya).getByRole('button', { name: 'Report Priya Singhal' }));
    const dialog = screen.getByRole('dialog', { name: 'Report Priya Singhal' });
    // Sending without a reason is stopped here.
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose a reason.');

    await user.selectOptions(within(dialog).getByLabelText(/^Reason/), 'Asking for money');
    await user.type(
      within(dialog).getByLabelText(/^What happened/),
      'Asked my father for ₹2 lakh for a business.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(REPORTED);
    expect(callsOf(calls, 'reportMember')[0]?.fields).toMatchObject({
      local_token: 'tok-rohan',
      req_acc_infoid: PRIYA.account_info_id,
      reason: 'asking_for_money',
      words: 'Asked my father for ₹2 lakh for a business.',
    });
  });

  it('keeps the form and shows the service’s refusal in an alert', async () => {
    const { user } = renderMemberRoute('/search_matching', {
      getMembers: page([PRIYA]),
      getShortlistMembers: dataAnswer([]),
      reportMember: invalidAnswer('Please keep your words under 1,000 characters.'),
    });
    const priya = await screen.findByRole('article', { name: 'Priya Singhal' });
    await user.click(within(priya).getByRole('button', { name: 'Report Priya Singhal' }));
    const dialog = screen.getByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText(/^Reason/), 'Fake profile');
    await user.type(within(dialog).getByLabelText(/^What happened/), 'Photos of a film star.');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('under 1,000 characters');
    expect(within(dialog).getByLabelText(/^What happened/)).toHaveValue('Photos of a film star.');
  });
});

describe('Shortlist', () => {
  it('toggles with aria-pressed and the Shortlist tab lists the saved members', async () => {
    let saved: ListingItem[] = [];
    const { user, calls } = renderAsMember(appRoutes, {
      route: '/search_matching',
      answers: {
        getMembers: page([ASHA, MEERA]),
        getShortlistMembers: () => dataAnswer(saved),
        addShortlistMember: (f) => {
          saved = [ASHA, MEERA].filter((m) => m.account_info_id === f.req_acc_infoid);
          return doneAnswer('Added to your shortlist.');
        },
        removeShortlistMember: () => {
          saved = [];
          return doneAnswer('Removed from your shortlist.');
        },
      },
    });
    const meera = await screen.findByRole('article', { name: 'Meera Jain' });
    const toggle = within(meera).getByRole('button', { name: 'Shortlist Meera Jain' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    expect(callsOf(calls, 'addShortlistMember')[0]?.fields.req_acc_infoid).toBe(
      MEERA.account_info_id,
    );
    const asha = screen.getByRole('article', { name: 'Asha Gupta' });
    expect(within(asha).getByRole('button', { name: /^Shortlist/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    const tabs = screen.getByRole('navigation', { name: 'Members area' });
    await user.click(within(tabs).getByRole('link', { name: 'Shortlist' }));
    const list = await screen.findByRole('list', { name: 'Shortlisted members' });
    expect(within(list).getAllByRole('article')).toHaveLength(1);
    const card = within(list).getByRole('article', { name: 'Meera Jain' });
    await user.click(within(card).getByRole('button', { name: 'Shortlist Meera Jain' }));
    expect(await screen.findByText(/Your shortlist is empty/)).toBeInTheDocument();
  });
});

describe('On a profile', () => {
  it('offers Shortlist, Block and Report for the member shown', async () => {
    renderMemberRoute(`/member/${MEERA_PROFILE.account_info_id}`, {
      getMemberProfile: dataAnswer(MEERA_PROFILE),
      getShortlistMembers: dataAnswer([]),
    });
    const name = MEERA_PROFILE.mem_name;
    expect(await screen.findByRole('button', { name: `Block ${name}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Report ${name}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Shortlist ${name}` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
