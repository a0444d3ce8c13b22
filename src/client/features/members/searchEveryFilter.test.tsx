import { screen, waitFor, within } from '@testing-library/react';
import { dataAnswer } from '../../../shared/protocol/wire';
import type { FakeCall } from '../../test/fakeTransport';
import { ASHA, MEERA, page } from './members.fixture';
import { renderMemberRoute } from './memberTestUtils';

/** Issue #15 item 5: every filter set through the sidebar, the URL, the count and the chips. */
const GOTRAS = dataAnswer([
  { id: 1, temple_name: 'Garg' },
  { id: 2, temple_name: 'Mittal' },
]);
const searches = (calls: FakeCall[]) =>
  calls.filter((c) => c.type === 'getMembers').map((c) => JSON.parse(c.fields.ser_params));
const sidebar = () => screen.getByRole('search', { name: 'Filters' });
const chips = () =>
  within(screen.getByRole('heading', { name: 'Active filters' }).parentElement!)
    .queryAllByRole('button')
    .map((b) => b.textContent?.replace(' ×', ''));

describe('Search Matching, every filter', () => {
  it('sets each filter, mirrors them in the URL, shows the count and chips, removes one', async () => {
    const { user, calls, router } = renderMemberRoute('/search_matching', {
      getMembers: page([ASHA, MEERA], 42),
      getGotraList: GOTRAS,
    });
    await screen.findByRole('article', { name: 'Asha Gupta' });
    expect(chips()).toEqual([]);
    expect(screen.getByText('None chosen.')).toBeInTheDocument();
    const f = within(sidebar());

    // Typed fields.
    await user.type(f.getByLabelText('Find by member ID'), '1012');
    await user.type(f.getByLabelText('City'), 'Jai');
    await user.type(f.getByLabelText('From'), '24');
    await user.type(f.getByLabelText('To'), '32');
    // Selects.
    await user.selectOptions(f.getByLabelText('Looking for'), 'Brides (Female)');
    await user.selectOptions(f.getByLabelText('Annual income'), '6–8 lakh');
    await user.selectOptions(f.getByLabelText('Education'), 'Engineering');
    await user.selectOptions(f.getByLabelText('Skin colour'), 'Fair');
    await user.selectOptions(f.getByLabelText('Marital status'), 'Unmarried');
    await f.findByRole('option', { name: 'Gujarat' }); // the state list (getStates) has loaded
    await user.selectOptions(f.getByLabelText('State'), 'Gujarat');
    await user.selectOptions(f.getByLabelText('Manglik status'), 'Anshik (partly) Manglik');
    await user.selectOptions(f.getByLabelText('At least'), '5 ft 0 in (152 cm)');
    await user.selectOptions(f.getByLabelText('At most'), '6 ft 0 in (183 cm)');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Age: younger first');
    // Checkboxes.
    await user.click(await f.findByRole('checkbox', { name: 'Mittal' }));
    await user.click(f.getByRole('checkbox', { name: 'With photo only' }));
    await user.click(f.getByRole('checkbox', { name: 'Hide same-gotra matches' }));

    const everything = {
      member_no: '1012',
      city_name: 'Jai',
      gender: 'Female',
      salary_per_anum: '8',
      lowRange: -1,
      highRange: -1,
      education: 'Engineering',
      skin_color: 'Fair',
      marital_status: 'Unmarried',
      goutra: ['Mittal'],
      ageMin: 24,
      ageMax: 32,
      heightMin: 152,
      heightMax: 183,
      state_nm: 'Gujarat',
      mangalic_status: 'Anshik Mangalic',
      withPhoto: true,
      sort: 'younger',
      hideSameGotra: false,
      page: 1,
    };
    await waitFor(() => expect(searches(calls).at(-1)).toEqual(everything));
    const url = new URLSearchParams(router?.state.location.search);
    expect(Object.fromEntries(url)).toEqual({
      member_no: '1012',
      city_name: 'Jai',
      gender: 'Female',
      salary_per_anum: '8',
      education: 'Engineering',
      skin_color: 'Fair',
      marital_status: 'Unmarried',
      goutra: 'Mittal',
      ageMin: '24',
      ageMax: '32',
      heightMin: '152',
      heightMax: '183',
      state_nm: 'Gujarat',
      mangalic_status: 'Anshik Mangalic',
      withPhoto: '1',
      sort: 'younger',
      hideSameGotra: '0',
    });

    expect(screen.getByText('42 members match your filters.')).toBeInTheDocument();
    expect(chips()).toEqual([
      'Member ID: 1012',
      'City: Jai',
      'Looking for: Brides (Female)',
      'Income: 6–8 lakh',
      'Education: Engineering',
      'Skin colour: Fair',
      'Marital status: Unmarried',
      'State: Gujarat',
      'Manglik status: Anshik (partly) Manglik',
      'Age: 24 to 32',
      'Height: 5 ft 0 in (152 cm) to 6 ft 0 in (183 cm)',
      'Gotra: Mittal',
      'With photo only',
      'Same-gotra matches shown',
    ]);

    // Removing a chip clears that filter everywhere, and the focus stays among the chips.
    await user.click(
      screen.getByRole('button', {
        name: 'Remove filter Height: 5 ft 0 in (152 cm) to 6 ft 0 in (183 cm)',
      }),
    );
    await waitFor(() => expect(router?.state.location.search).not.toMatch(/height/));
    expect(f.getByLabelText('At least')).toHaveValue('');
    expect(f.getByLabelText('At most')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Remove filter Gotra: Mittal' })).toHaveFocus();
    await waitFor(() => {
      const { heightMin: _min, heightMax: _max, ...rest } = everything;
      expect(searches(calls).at(-1)).toEqual(rest);
    });
    expect(chips()).toHaveLength(13);
    // Seventeen controls typed and chosen one by one: slow on a busy machine.
  }, 60_000);

  it('goes past the filters to the results with "Skip to results"', async () => {
    const { user } = renderMemberRoute('/search_matching', {
      getMembers: page([ASHA]),
      getGotraList: GOTRAS,
    });
    await screen.findByRole('article', { name: 'Asha Gupta' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to results' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Matching members' })).toHaveFocus();
    // The next Tab reaches the order of the results, not the filters.
    await user.tab();
    expect(screen.getByLabelText('Sort by')).toHaveFocus();
  });

  it('says what is wrong with a typed member ID', async () => {
    const { user } = renderMemberRoute('/search_matching', { getMembers: page([ASHA]) });
    await screen.findByRole('article', { name: 'Asha Gupta' });
    await user.type(screen.getByLabelText('Find by member ID'), 'MTAx');
    expect(
      await screen.findByText(
        'Please enter the member ID as it is shown on the profile: digits only, like 1012.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Find by member ID')).toHaveAttribute('aria-invalid', 'true');
  });
});
