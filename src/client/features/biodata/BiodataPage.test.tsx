import { screen, within } from '@testing-library/react';
import { appRoutes } from '../../app/routes';
import { renderWithProviders } from '../../test/render';
import { ROHAN_PROFILE, memberSession, profileAnswer } from '../account/memberTestUtils';

const term = (label: string) => {
  const dt = screen.getAllByRole('term').find((el) => el.textContent === label);
  if (!dt) throw new Error(`No label ${label}`);
  return dt.nextElementSibling?.textContent;
};

describe('my biodata', () => {
  it('shows the member own profile read-only with plain labels', async () => {
    renderWithProviders(appRoutes, {
      route: '/my_biodata',
      preloadedState: { session: memberSession },
      answers: { getMyProfile: profileAnswer() },
    });
    const card = await screen.findByRole('article', { name: 'Rohan Mittal' });
    expect(within(card).getByRole('img', { name: 'Photo of Rohan Mittal' })).toHaveAttribute(
      'src',
      ROHAN_PROFILE.pro_pic,
    );
    expect(card).toHaveTextContent('Member ID: 1007');
    expect(term('Date of birth')).toBe('14 May 2000');
    expect(term('Birth time')).toBe('6:45 AM');
    expect(term('Height')).toBe('5 ft 9 in (175 cm)');
    expect(term('Family annual income')).toBe('15–20 lakh');
    expect(term('Mobile')).toBe('+91 9876543210');
    expect(term("Mother's occupation")).toBe('Not given');
    expect(term('First reference: name')).toBe('Mahesh Goyal');
    expect(term('Registered by')).toBe('Self');
    expect(within(card).queryByRole('textbox')).toBeNull();
  });

  it('prints with the Print button', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderWithProviders(appRoutes, {
      route: '/my_biodata',
      preloadedState: { session: memberSession },
      answers: { getMyProfile: profileAnswer() },
    });
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('says when there is no photo yet', async () => {
    renderWithProviders(appRoutes, {
      route: '/my_biodata',
      preloadedState: { session: memberSession },
      answers: { getMyProfile: profileAnswer({ ...ROHAN_PROFILE, pro_pic: '', photos: [] }) },
    });
    expect(await screen.findByText('No photo yet')).toBeInTheDocument();
  });
});
