import { screen, waitFor, within } from '@testing-library/react';
import { dataAnswer, failAnswer, type WireAnswer } from '../../../shared/protocol/wire';
import { appRoutes } from '../../app/routes';
import type { FakeCall } from '../../test/fakeTransport';
import { ASHA, MEERA, PRIYA, listing, page } from './members.fixture';
import { NO_MATCHES } from './MatchResults';
import { renderAsMember, renderMemberRoute } from './memberTestUtils';

const GOTRAS = dataAnswer([
  { id: 1, temple_name: 'Garg' },
  { id: 2, temple_name: 'Mittal' },
]);
const searches = (calls: FakeCall[]) =>
  calls.filter((c) => c.type === 'getMembers').map((c) => JSON.parse(c.fields.ser_params));

describe('Search Matching', () => {
  it("lists the members' safe fields, a photo named for the member, and the count", async () => {
    const { calls } = renderMemberRoute('/search_matching', {
      getMembers: page([ASHA, MEERA, { ...PRIYA, photo_after_acceptance: true }]),
      getGotraList: GOTRAS,
    });
    const asha = await screen.findByRole('article', { name: 'Asha Gupta' });
    expect(screen.getByText('3 members match your filters.')).toBeInTheDocument();
    // The photo links to her page for the mouse only: the name is the card's one link there.
    expect(within(asha).getByRole('img', { name: 'Asha Gupta', hidden: true })).toHaveAttribute(
      'src',
      ASHA.pro_pic,
    );
    const links = within(asha).getAllByRole('link', { name: 'Asha Gupta' });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', `/member/${encodeURIComponent(ASHA.account_info_id)}`);
    const facts = within(asha).getByRole('heading', { name: 'Asha Gupta' }).parentElement!;
    for (const text of [
      'Member ID 1012',
      '26 years',
      '5 ft 3 in (160 cm)',
      'Jaipur, Rajasthan',
      'Post Graduation',
      'Teacher',
      '6–8 lakh',
      'Garg',
      'Bansal',
      'Unmarried',
      'Not Manglik (General)',
    ]) {
      expect(within(facts).getByText(text)).toBeInTheDocument();
    }
    const meera = screen.getByRole('article', { name: 'Meera Jain' });
    expect(within(meera).queryByRole('img')).toBeNull();
    // No photo at all: a plain silhouette, no promise of one after acceptance.
    expect(within(meera).queryByText('Photo after acceptance')).toBeNull();
    expect(within(meera).getByText('More than 40 lakh')).toBeInTheDocument();
    const priya = screen.getByRole('article', { name: 'Priya Singhal' });
    expect(within(priya).getAllByText('Not given')).toHaveLength(2);
    // Her photo is kept for accepted members: the card says so, and shows no image.
    expect(within(priya).getByText('Photo after acceptance')).toBeInTheDocument();
    expect(within(priya).queryByRole('img', { hidden: true })).toBeNull();
    // The defaults: no gender (the service picks the opposite of mine), range unset.
    expect(searches(calls)).toEqual([
      { lowRange: -1, highRange: -1, hideSameGotra: true, page: 1 },
    ]);
    expect(calls.find((c) => c.type === 'getMembers')?.fields.local_token).toBe('tok-rohan');
  });

  it('says how many new members are left today once few are, and nothing before', async () => {
    renderMemberRoute('/search_matching', {
      getMembers: dataAnswer({ members: [ASHA], page: 1, page_size: 20, total: 1, views_left: 40 }),
      getGotraList: GOTRAS,
    });
    expect(await screen.findByRole('article', { name: 'Asha Gupta' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'You can see 40 more new members today. Members you have already seen do not count.',
      ),
    ).toBeInTheDocument();
  });

  it('shows no count of what is left while plenty is', async () => {
    renderMemberRoute('/search_matching', { getMembers: page([ASHA]), getGotraList: GOTRAS });
    expect(await screen.findByRole('article', { name: 'Asha Gupta' })).toBeInTheDocument();
    expect(screen.queryByText(/more new members? today/)).toBeNull();
  });

  it('says so when nothing matches, and suggests widening the filters', async () => {
    renderMemberRoute('/search_matching', { getMembers: page([]) });
    expect(await screen.findByText(NO_MATCHES)).toBeInTheDocument();
    expect(screen.getByText('0 members match your filters.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Result pages' })).toBeNull();
  });

  it('pages through the results 20 at a time', async () => {
    const { user, calls, router } = renderMemberRoute('/search_matching', {
      getMembers: ({ ser_params }) => {
        const n = JSON.parse(ser_params).page as number;
        return page([listing(100 + n, `Member on page ${n}`)], 45, n);
      },
    });
    const pager = await screen.findByRole('navigation', { name: 'Result pages' });
    expect(within(pager).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Member on page 2' })).toBeInTheDocument();
    expect(within(pager).getByText('Page 2 of 3')).toBeInTheDocument();
    expect(searches(calls).at(-1)).toMatchObject({ page: 2 });
    expect(router?.state.location.search).toBe('?page=2');
    expect(screen.getByRole('heading', { name: 'Matching members' })).toHaveFocus();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await within(pager).findByText('Page 3 of 3')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows loading, then a plain error with Retry', async () => {
    let answer!: (a: WireAnswer) => void;
    let call = 0;
    const { user } = renderMemberRoute('/search_matching', {
      getGotraList: GOTRAS,
      getMembers: () => {
        call += 1;
        if (call === 1) return new Promise<WireAnswer>((r) => (answer = r));
        return page([ASHA]);
      },
    });
    expect(await screen.findByText('Finding members…')).toBeInTheDocument();
    answer(failAnswer('You have looked at many profiles in the last hour.'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The member list could not be loaded');
    expect(alert).toHaveTextContent('You have looked at many profiles in the last hour.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Asha Gupta' })).toBeInTheDocument();
  });

  it('sends the sidebar choices as ser_params through the shared schema', async () => {
    const { user, calls, router } = renderMemberRoute('/search_matching', {
      getMembers: page([ASHA]),
      getGotraList: GOTRAS,
    });
    await screen.findByRole('article', { name: 'Asha Gupta' });
    const filters = screen.getByRole('search', { name: 'Filters' });
    await user.selectOptions(within(filters).getByLabelText('Looking for'), 'Grooms (Male)');
    await user.selectOptions(within(filters).getByLabelText('Annual income'), '10–15 lakh');
    await user.selectOptions(within(filters).getByLabelText('Education'), 'Engineering');
    await user.selectOptions(within(filters).getByLabelText('Skin colour'), 'Fair');
    await user.selectOptions(within(filters).getByLabelText('Marital status'), 'Divorced');
    await user.click(await within(filters).findByRole('checkbox', { name: 'Garg' }));
    await user.click(within(filters).getByRole('checkbox', { name: 'Hide same-gotra matches' }));
    await waitFor(() =>
      expect(searches(calls).at(-1)).toEqual({
        gender: 'Male',
        salary_per_anum: '15',
        lowRange: -1,
        highRange: -1,
        education: 'Engineering',
        skin_color: 'Fair',
        marital_status: 'Divorced',
        goutra: ['Garg'],
        hideSameGotra: false,
        page: 1,
      }),
    );
    expect(new URLSearchParams(router?.state.location.search).get('salary_per_anum')).toBe('15');
    await user.selectOptions(within(filters).getByLabelText('Annual income'), 'More than 40 lakh');
    await waitFor(() =>
      expect(searches(calls).at(-1)).toMatchObject({ salary_per_anum: '41', lowRange: -1 }),
    );
    await user.click(within(filters).getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(router?.state.location.search).toBe(''));
    expect(within(filters).getByLabelText('Annual income')).toHaveValue('');
    expect(within(filters).getByRole('checkbox', { name: 'Garg' })).not.toBeChecked();
    expect(
      within(filters).getByRole('checkbox', { name: 'Hide same-gotra matches' }),
    ).toBeChecked();
    // The first search's answer is still at hand: no second call for the defaults.
    expect(searches(calls).filter((p) => Object.keys(p).length === 4)).toHaveLength(1);
  });

  it('lets phones open the filters, saying how many are chosen', async () => {
    const { user } = renderMemberRoute('/search_matching?gender=Male&goutra=Garg', {
      getMembers: page([ASHA]),
    });
    const opener = await screen.findByRole('button', { name: 'Show filters (2 chosen)' });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(opener).toHaveAttribute('aria-controls', 'filter-fields');
    await user.click(opener);
    expect(screen.getByRole('button', { name: 'Hide filters (2 chosen)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('searches for a typed city once typing pauses, not for every letter', async () => {
    const { user, calls, router } = renderMemberRoute('/search_matching', {
      getMembers: page([ASHA]),
    });
    await screen.findByRole('article', { name: 'Asha Gupta' });
    await user.type(screen.getByLabelText('City'), 'Jai');
    await waitFor(() => expect(searches(calls)).toHaveLength(2));
    expect(searches(calls)[1]).toMatchObject({ city_name: 'Jai' });
    expect(router?.state.location.search).toBe('?city_name=Jai');
  });

  it('says what is wrong with a typed age and keeps the last list', async () => {
    const { user, calls } = renderMemberRoute('/search_matching', { getMembers: page([ASHA]) });
    await screen.findByRole('article', { name: 'Asha Gupta' });
    await user.type(screen.getByLabelText('From'), '15');
    expect(await screen.findByText('Please enter an age between 18 and 80.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('article', { name: 'Asha Gupta' })).toBeInTheDocument();
    expect(searches(calls)).toHaveLength(1);
    await user.type(screen.getByLabelText('From'), '{Backspace}{Backspace}25');
    await waitFor(() => expect(searches(calls).at(-1)).toMatchObject({ ageMin: 25 }));
    expect(screen.queryByText('Please enter an age between 18 and 80.')).toBeNull();
  });

  it('opens inside the members area, with the tab bar', async () => {
    renderAsMember(appRoutes, { route: '/search_matching', answers: { getMembers: page([ASHA]) } });
    const tabs = await screen.findByRole('navigation', { name: 'Members area' });
    expect(within(tabs).getByRole('link', { name: 'Search Matching' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByRole('heading', { name: 'Search Matching', level: 1 })).toBeVisible();
    expect(await screen.findByRole('article', { name: 'Asha Gupta' })).toBeInTheDocument();
  });
});
