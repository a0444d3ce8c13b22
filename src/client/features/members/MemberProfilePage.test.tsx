import { screen, within } from '@testing-library/react';
import { dataAnswer, failAnswer } from '../../../shared/protocol/wire';
import { appRoutes } from '../../app/routes';
import { renderWithProviders } from '../../test/render';
import { MEERA, MEERA_PROFILE } from './members.fixture';
import { NOT_AVAILABLE } from './MemberProfilePage';

const NOT_AVAILABLE_WHY =
  'The member may have left the site, or may not be shown to you now. Other members are in Search Matching.';
import { renderMemberRoute } from './memberTestUtils';

const path = `/member/${encodeURIComponent(MEERA.account_info_id)}`;

describe('View Profile', () => {
  it("shows an accepted member's full biodata, address, contacts and gallery", async () => {
    const { calls } = renderMemberRoute(path, { getMemberProfile: dataAnswer(MEERA_PROFILE) });
    expect(await screen.findByRole('heading', { name: 'Meera Jain', level: 1 })).toBeVisible();
    expect(calls.find((c) => c.type === 'getMemberProfile')?.fields).toMatchObject({
      local_token: 'tok-rohan',
      req_acc_infoid: MEERA.account_info_id,
    });
    expect(screen.getByRole('img', { name: 'Photo of Meera Jain' })).toHaveAttribute(
      'src',
      MEERA_PROFILE.pro_pic,
    );
    const address = screen.getByRole('region', { name: 'Address and contact' });
    for (const text of ['12 Civil Lines', '302006', '+91 9876543210', 'meera@example.in']) {
      expect(within(address).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText('5 ft 4 in (162 cm)')).toBeInTheDocument();
    expect(screen.getByText('2 March 1997')).toBeInTheDocument();
    expect(screen.getByText('More than 40 lakh')).toBeInTheDocument();
    // One spelling on every screen: "Manglik", with the wire's 'General' in words.
    expect(screen.getByText('Manglik status')).toBeInTheDocument();
    expect(screen.getByText('Not Manglik (General)')).toBeInTheDocument();
    const gallery = screen.getByRole('region', { name: 'Photos' });
    const photos = within(gallery).getAllByRole('img');
    expect(photos.map((p) => p.getAttribute('alt'))).toEqual([
      'Photo 1 of Meera Jain',
      'Photo 2 of Meera Jain',
    ]);
    expect(photos[0]).toHaveAttribute('src', '/photos/t21.jpg?sig=b');
  });

  it('prints on the letterhead with a QR code of this page, like My Biodata', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderMemberRoute(path, { getMemberProfile: dataAnswer(MEERA_PROFILE) });
    const card = await screen.findByRole('article', { name: 'Meera Jain' });
    expect(await within(card).findByText('Shri Navyug Samaj Seva Trust')).toBeInTheDocument();
    expect(
      within(card).getByRole('img', { name: "QR code of this profile's page on the site" }),
    ).toHaveAttribute('data-qr-text', `${window.location.origin}${path}`);
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('says how many new full profiles are left today once few are', async () => {
    renderMemberRoute(path, { getMemberProfile: dataAnswer({ ...MEERA_PROFILE, views_left: 1 }) });
    expect(await screen.findByRole('heading', { name: 'Meera Jain', level: 1 })).toBeVisible();
    expect(screen.getByText('You can open 1 more new full profile today.')).toBeInTheDocument();
  });

  it('shows "About me" whole, line breaks kept', async () => {
    const about_me = 'Teacher in Ajmer.\nLoves old Hindi songs and long walks.';
    renderMemberRoute(path, { getMemberProfile: dataAnswer({ ...MEERA_PROFILE, about_me }) });
    const about = await screen.findByRole('region', { name: 'About me' });
    expect(about).toHaveTextContent('Teacher in Ajmer. Loves old Hindi songs and long walks.');
  });

  it('says plainly when the profile is not available, with a way back', async () => {
    // Neither the full profile nor the preview (blocked, paused, gone…): the same words.
    renderMemberRoute(path, {
      getMemberProfile: failAnswer(NOT_AVAILABLE),
      getMemberPreview: failAnswer(NOT_AVAILABLE),
    });
    expect(await screen.findByRole('heading', { name: NOT_AVAILABLE })).toBeInTheDocument();
    expect(screen.getByText(NOT_AVAILABLE_WHY)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Search Matching' })).toHaveAttribute(
      'href',
      '/search_matching',
    );
    expect(screen.queryByText('12 Civil Lines')).toBeNull();
  });

  it("shows the service's reason when it refuses for another one", async () => {
    const limit =
      'You have looked at many profiles in the last hour. You can look at more after 6:00 PM.';
    renderMemberRoute(path, { getMemberProfile: failAnswer(limit) });
    expect(await screen.findByRole('alert')).toHaveTextContent(limit);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('sends a visitor to the login first, and back after it', async () => {
    const { router } = renderWithProviders(appRoutes, { route: path });
    await screen.findByRole('heading', { name: 'Member Login' });
    expect(router?.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router?.state.location.search).get('next')).toBe(path);
  });
});
