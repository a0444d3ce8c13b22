import { screen, waitFor, within } from '@testing-library/react';
import { appRoutes } from '../../app/routes';
import { renderWithProviders } from '../../test/render';
import { ROHAN_PROFILE, memberSession, profileAnswer } from '../account/memberTestUtils';

const term = (label: string) => {
  const dt = screen.getAllByRole('term').find((el) => el.textContent === label);
  if (!dt) throw new Error(`No label ${label}`);
  return dt.nextElementSibling?.textContent;
};

/** /my_biodata for Rohan, with the service's usual answers. */
const renderBiodata = () =>
  renderWithProviders(appRoutes, {
    route: '/my_biodata',
    preloadedState: { session: memberSession },
    answers: { getMyProfile: profileAnswer() },
  });

/** window.print stubbed; `titles` holds the document's title at each print (the PDF's name). */
function spyOnPrint() {
  const titles: string[] = [];
  const print = jest.spyOn(window, 'print').mockImplementation(() => {
    titles.push(document.title);
  });
  return { titles, print };
}

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

  it.each(['Print', 'Download PDF'])(
    'prints with %s, titled for the PDF file name while the print window is open',
    async (button) => {
      const { titles, print } = spyOnPrint();
      const { user } = renderBiodata();
      const control = await screen.findByRole('button', { name: button });
      // The page's own title, once the trust's name (a setting) has joined it.
      await waitFor(() => expect(document.title).toBe('My Biodata | Shri Navyug Samaj Seva Trust'));
      await user.click(control);
      expect(titles).toEqual(['Biodata 1007 Rohan Mittal']);
      expect(document.title).toBe('My Biodata | Shri Navyug Samaj Seva Trust');
      print.mockRestore();
    },
  );

  it("heads the card with the trust's letterhead and a QR code of the member's page", async () => {
    renderWithProviders(appRoutes, {
      route: '/my_biodata',
      preloadedState: { session: memberSession },
      answers: { getMyProfile: profileAnswer() },
    });
    const card = await screen.findByRole('article', { name: 'Rohan Mittal' });
    // From the site's settings (test/fixtures.ts SETTINGS), not from the code.
    expect(await within(card).findByText('Shri Navyug Samaj Seva Trust')).toBeInTheDocument();
    expect(card).toHaveTextContent('Samaj Bhawan, Station Road, Jaipur 302006');
    expect(card).toHaveTextContent('office@navyugsamaj.example');
    const qr = within(card).getByRole('img', {
      name: "QR code of this profile's page on the site",
    });
    // Only the address of View Profile (member/:id, id base64 like mem_no): no personal data.
    const id = btoa(String(ROHAN_PROFILE.id));
    expect(qr).toHaveAttribute(
      'data-qr-text',
      `${window.location.origin}/member/${encodeURIComponent(id)}`,
    );
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
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

// Issue #18 item 7: the biodata prints in the chosen language; the member's own words (names,
// places) stay as entered and only the labels of the seed's fixed values follow the language.
describe('my biodata in Hindi', () => {
  afterEach(() => {
    document.documentElement.lang = 'en';
  });

  it('labels every part in Hindi and prints under a Hindi file name', async () => {
    const { titles, print } = spyOnPrint();
    const { user } = renderBiodata();
    await screen.findByRole('article', { name: 'Rohan Mittal' });
    const group = screen.getByRole('group', { name: 'Language' });
    await user.click(within(group).getByRole('button', { name: 'हिन्दी' }));
    const card = await screen.findByRole('article', { name: 'Rohan Mittal' });
    expect(await within(card).findByText('बायोडाटा')).toBeInTheDocument();
    expect(card).toHaveTextContent('सदस्य क्रमांक: 1007');
    expect(within(card).getByRole('heading', { level: 2, name: 'जन्म' })).toBeInTheDocument();
    expect(term('वैवाहिक स्थिति')).toBe('अविवाहित');
    expect(term('जन्म तिथि')).toBe('14 मई 2000');
    expect(term('पंजीकरण किसने किया')).toBe('स्वयं');
    expect(card).toHaveTextContent('नहीं बताया');
    expect(card).not.toHaveTextContent('Not given');
    expect(within(card).getByRole('img', { name: 'Rohan Mittal की फ़ोटो' })).toBeVisible();
    expect(
      within(card).getByRole('img', { name: 'साइट पर इस प्रोफ़ाइल के पेज का QR कोड' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'PDF डाउनलोड करें' }));
    expect(titles).toEqual(['बायोडाटा 1007 Rohan Mittal']);
    print.mockRestore();
  });
});
