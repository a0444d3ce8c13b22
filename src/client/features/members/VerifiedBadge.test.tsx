import { screen, within } from '@testing-library/react';
import { dataAnswer } from '../../../shared/protocol/wire';
import { ASHA, MEERA, MEERA_PROFILE, friend, listing, page, sentTo } from './members.fixture';
import { renderMemberRoute } from './memberTestUtils';

/** "Verified by the trust on ‹date›" on search cards, request lists and full profiles. */
describe('the verification badge', () => {
  it('is on each search card with its own date, and missing when the date is unknown', async () => {
    const unknown = listing(40, 'Kavya Jain', { verified_on: null });
    renderMemberRoute('/search_matching', {
      getMembers: page([{ ...ASHA, verified_on: '3 February 2026' }, unknown]),
      getGotraList: dataAnswer([]),
    });
    const asha = await screen.findByRole('article', { name: 'Asha Gupta' });
    expect(within(asha).getByText('Verified by the trust on 3 February 2026')).toBeVisible();
    const kavya = screen.getByRole('article', { name: 'Kavya Jain' });
    expect(within(kavya).queryByText(/Verified by the trust/)).toBeNull();
  });

  it('is on the cards of the requests list', async () => {
    renderMemberRoute('/intrested_member', {
      getFriendsMembers: dataAnswer([friend(sentTo(ASHA, 'Pending'), 'sent')]),
    });
    const asha = await screen.findByRole('article', { name: 'Asha Gupta' });
    expect(within(asha).getByText('Verified by the trust on 12 March 2026')).toBeVisible();
  });

  it('is on the full profile', async () => {
    renderMemberRoute(`/member/${encodeURIComponent(MEERA.account_info_id)}`, {
      getMemberProfile: dataAnswer(MEERA_PROFILE),
    });
    expect(await screen.findByText('Verified by the trust on 2 February 2026')).toBeVisible();
  });
});
