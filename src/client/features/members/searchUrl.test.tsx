import { act, screen, waitFor, within } from '@testing-library/react';
import { dataAnswer } from '../../../shared/protocol/wire';
import type { FakeCall } from '../../test/fakeTransport';
import { ASHA, page } from './members.fixture';
import { renderMemberRoute } from './memberTestUtils';

const GOTRAS = dataAnswer([
  { id: 1, temple_name: 'Garg' },
  { id: 2, temple_name: 'Mittal' },
]);
const searches = (calls: FakeCall[]) =>
  calls.filter((c) => c.type === 'getMembers').map((c) => JSON.parse(c.fields.ser_params));
const answers = {
  getMembers: page([ASHA]),
  getGotraList: GOTRAS,
  getFriendsMembers: dataAnswer([]),
};
const sidebar = () => screen.getByRole('search', { name: 'Filters' });

describe('the filters in the URL', () => {
  it('a shared link restores them, and the first search uses them', async () => {
    const { calls } = renderMemberRoute(
      '/search_matching?gender=Female&salary_per_anum=40%2B&goutra=Mittal&ageMin=25&hideSameGotra=0&page=2',
      answers,
    );
    await screen.findByRole('article', { name: 'Asha Gupta' });
    expect(searches(calls)).toEqual([
      {
        gender: 'Female',
        // A link made before the income options were offered: its band, read as its option.
        salary_per_anum: '41',
        lowRange: -1,
        highRange: -1,
        goutra: ['Mittal'],
        ageMin: 25,
        hideSameGotra: false,
        page: 2,
      },
    ]);
    const filters = sidebar();
    expect(within(filters).getByLabelText('Looking for')).toHaveValue('Female');
    expect(within(filters).getByLabelText('Annual income')).toHaveValue('41');
    expect(within(filters).getByLabelText('From')).toHaveValue(25);
    expect(await within(filters).findByRole('checkbox', { name: 'Mittal' })).toBeChecked();
    expect(within(filters).getByRole('checkbox', { name: 'Garg' })).not.toBeChecked();
    expect(
      within(filters).getByRole('checkbox', { name: 'Hide same-gotra matches' }),
    ).not.toBeChecked();
  });

  it('a link with an age the service would refuse searches for nothing until it is put right', async () => {
    const { user, calls } = renderMemberRoute('/search_matching?ageMin=15', answers);
    expect(
      await screen.findByText('Please correct the filters to see matching members.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter an age between 18 and 80.');
    expect(screen.getByRole('button', { name: /Hide filters/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(searches(calls)).toEqual([]);
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '21');
    expect(await screen.findByRole('article', { name: 'Asha Gupta' })).toBeInTheDocument();
    expect(searches(calls)).toEqual([
      { lowRange: -1, highRange: -1, ageMin: 21, hideSameGotra: true, page: 1 },
    ]);
  });

  it('back and forward restore the previous filters', async () => {
    const { user, calls, router } = renderMemberRoute('/search_matching', answers);
    await screen.findByRole('article', { name: 'Asha Gupta' });
    const filters = sidebar();
    await user.selectOptions(within(filters).getByLabelText('Education'), 'Engineering');
    await user.selectOptions(within(filters).getByLabelText('Skin colour'), 'Fair');
    await waitFor(() =>
      expect(router?.state.location.search).toBe('?education=Engineering&skin_color=Fair'),
    );

    await act(() => router!.navigate(-1));
    expect(router?.state.location.search).toBe('?education=Engineering');
    await waitFor(() => expect(within(filters).getByLabelText('Skin colour')).toHaveValue(''));
    expect(within(filters).getByLabelText('Education')).toHaveValue('Engineering');

    await act(() => router!.navigate(-1));
    await waitFor(() => expect(within(filters).getByLabelText('Education')).toHaveValue(''));
    expect(router?.state.location.search).toBe('');

    await act(() => router!.navigate(1));
    await waitFor(() =>
      expect(within(filters).getByLabelText('Education')).toHaveValue('Engineering'),
    );
    // Each filter set was searched once; going back used the answers at hand.
    expect(searches(calls).map((p) => [p.education, p.skin_color])).toEqual([
      [undefined, undefined],
      ['Engineering', undefined],
      ['Engineering', 'Fair'],
    ]);
  });

  it('a visit without a query keeps the filters chosen earlier in the visit', async () => {
    const { user, router } = renderMemberRoute('/search_matching', answers);
    await screen.findByRole('article', { name: 'Asha Gupta' });
    await user.selectOptions(within(sidebar()).getByLabelText('Marital status'), 'Widow');
    await waitFor(() => expect(router?.state.location.search).toBe('?marital_status=Widow'));
    await act(() => router!.navigate('/intrested_member'));
    await screen.findByRole('heading', { name: 'Interested Members' });
    await act(() => router!.navigate('/search_matching'));
    await waitFor(() => expect(router?.state.location.search).toBe('?marital_status=Widow'));
    expect(within(sidebar()).getByLabelText('Marital status')).toHaveValue('Widow');
  });
});
