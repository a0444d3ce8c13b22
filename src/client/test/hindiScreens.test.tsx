import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PHOTO_MAX_BYTES } from '../../shared/domain/photoLimits';
import { NOTIFICATION_KINDS, NOTIFICATION_SPECS } from '../../shared/domain/notifications';
import type { BlockedMember } from '../../shared/protocol/safetyTypes';
import { dataAnswer, failAnswer, type WireAnswer } from '../../shared/protocol/wire';
import { installFakePhotos } from '../components/photoPicker/photoPicker.fixture';
import { appRoutes } from '../app/routes';
import { languageChosen } from '../entities/language';
import { ROHAN_PROFILE, memberSession, profileAnswer } from '../features/account/memberTestUtils';
import {
  ASHA,
  CONTACT,
  MEERA,
  MEERA_PROFILE,
  PRIYA,
  friend,
  page,
  preview,
  receivedFrom,
  sentTo,
} from '../features/members/members.fixture';
import { NOT_AVAILABLE } from '../features/members/MemberProfilePage';
import { ContactSection, GrievanceOfficer, OfficeContact } from '../features/contact';
import { MENUS, SETTINGS, page as contentPage, record, section } from './fixtures';
import { siteAnswers } from './homeFixture';
import { lazyPage } from '../app/lazyPage';
import { RouteError } from '../app/RouteError';
import type { FakeAnswers } from './fakeTransport';
import { renderWithProviders } from './render';

// Issue #18's Done means: a member screen rendered in Hindi shows no English of its own. Each
// screen is rendered in the whole app (a real store, the Hindi chunk) with realistic data, and
// every visible text and accessible name in its main landmark is read: a run of Latin letters
// fails the test unless it is one of the few things below that stay as they are.

const BLOCKED: BlockedMember = {
  account_info_id: btoa('21'),
  mem_no: btoa('1021'),
  mem_name: 'Kavita Rao',
  blocked_at: '2026-03-01T09:00:00.000Z',
};
const ASHA_PREVIEW = preview(ASHA, {
  about_me: 'Teacher in Jaipur, fond of music.',
  pref_city: 'Jaipur',
  pref_state: 'Rajasthan',
  pref_income: '8,10',
  pref_marital: 'Unmarried',
  pref_height_max: '180',
});

/** What members wrote (names, places, gotras, work, their own lines): shown as entered. */
const MEMBER_FIELDS = [
  'mem_name',
  'first_name',
  'city_nm',
  'state_nm',
  'birth_place',
  'occupation',
  'max_qualification_det',
  'father_nm',
  'mother_name',
  'father_occup',
  'mother_occup',
  'self_goutra',
  'mama_goutra',
  'brother_det',
  'sister_det',
  'ref_one_nm',
  'ref_two_nm',
  'address',
  'landmark',
  'about_me',
  'pref_city',
  'pref_state',
  'note',
] as const;
const NOTE = 'We liked her biodata.';
const memberWords = [ROHAN_PROFILE, MEERA_PROFILE, ASHA, MEERA, PRIYA, ASHA_PREVIEW, BLOCKED]
  .flatMap((record) => MEMBER_FIELDS.map((key) => (record as Record<string, unknown>)[key]))
  .concat(CONTACT.address, CONTACT.landmark, NOTE, 'Gujarat', 'Rajasthan', 'Garg', 'Mittal')
  .filter((v): v is string => typeof v === 'string' && /[A-Za-z]/.test(v))
  .flatMap((v) => v.split('\n'));

/**
 * Besides the members' words: the trust's name and letterhead (its own content, from the site
 * settings), and the few Latin words Hindi speakers use as they are (the browser's printer
 * "Save as PDF", which the PDF hint names as the print window shows it; PDF, QR code and the
 * photo file types).
 */
const ALLOWED_PHRASES = [
  SETTINGS.trust_name,
  SETTINGS.trust_short_name,
  ...SETTINGS.trust_address.split('\n'),
  'Save as PDF',
  'PDF',
  'QR',
  // The photo file types as phones and file choosers name them.
  'JPEG',
  'PNG',
  'WebP',
];
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;

/** Every visible text and accessible name inside `root`, but the seed's English kept as lang="en". */
function wordsOn(root: HTMLElement): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('[lang="en"], script, style')) continue;
    texts.push(node.textContent ?? '');
  }
  for (const el of root.querySelectorAll('*')) {
    if (el.closest('[lang="en"]')) continue;
    for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
      const value = el.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts;
}

/** The Latin words left once the allowed ones are taken out: what the screen did not translate. */
function englishLeft(texts: string[], more: string[] = []): string[] {
  const allowed = [...memberWords, ...ALLOWED_PHRASES, ...more].sort((a, b) => b.length - a.length);
  return texts.flatMap((text) => {
    let rest = text.replace(EMAIL, ' ');
    for (const phrase of allowed) rest = rest.split(phrase).join(' ');
    return /[A-Za-z]/.test(rest) ? [text.trim()] : [];
  });
}

/** Notifications of each kind, read and unread, as the service lists them (its English text). */
const NOTIFICATIONS = NOTIFICATION_KINDS.map((kind, i) => ({
  id: String(i + 1),
  kind,
  text: NOTIFICATION_SPECS[kind].text,
  screen: NOTIFICATION_SPECS[kind].screen,
  created_at: '2026-03-0' + String(i + 1) + 'T09:00:00.000Z',
  read: i % 2 === 0,
}));

function renderMemberApp(route: string, more: FakeAnswers = {}) {
  return renderWithProviders(appRoutes, {
    route,
    preloadedState: { session: memberSession },
    answers: {
      getMyProfile: profileAnswer(),
      getStates: dataAnswer([{ name: 'Gujarat' }, { name: 'Rajasthan' }]),
      getGotraList: dataAnswer([
        { id: 1, temple_name: 'Garg' },
        { id: 2, temple_name: 'Mittal' },
      ]),
      getDashboardData: dataAnswer({
        member_reqests: { Total: 2, Accepted: 1, Pending: 1 },
        // The team's own words, shown as written (here the team wrote in Hindi).
        changes_requested: {
          text: 'कृपया पिता का व्यवसाय पूरा लिखें।',
          asked_at: '2026-03-10T08:35:00.000Z',
        },
        waiting_for_answer: 1,
      }),
      getMatches: dataAnswer({ members: [PRIYA], has_preferences: true }),
      getMembers: page([ASHA, sentTo(MEERA, 'Pending'), PRIYA]),
      getFriendsMembers: dataAnswer([
        { ...friend(receivedFrom(ASHA, 'Pending'), 'received'), note: NOTE },
        friend(sentTo(MEERA, 'Accepted'), 'sent', CONTACT),
      ]),
      getShortlistMembers: dataAnswer([ASHA, PRIYA]),
      getBlockedMembers: dataAnswer([BLOCKED]),
      getMemberProfile: ({ req_acc_infoid }) =>
        req_acc_infoid === MEERA.account_info_id
          ? dataAnswer({ ...MEERA_PROFILE, views_left: 4 })
          : failAnswer(NOT_AVAILABLE),
      getMemberPreview: dataAnswer({ ...ASHA_PREVIEW, views_left: 4 }),
      getNotifications: dataAnswer(
        route === '/notifications'
          ? { items: NOTIFICATIONS, unread: NOTIFICATIONS.filter((n) => !n.read).length }
          : { items: [], unread: 0 },
      ),
      // The registration's photo link: a profile photo and one gallery photo so far.
      getPendingPhotos: dataAnswer({
        first_name: MEERA.first_name,
        expires_at: '2026-03-03T09:00:00.000Z',
        uploads_left: 5,
        photos: [
          { id: 4, kind: 'profile', url: '/photo/p.jpg', thumb_url: '/photo/pt.jpg' },
          { id: 5, kind: 'other', url: '/photo/o.jpg', thumb_url: '/photo/ot.jpg' },
        ],
      }),
      getNotificationSettings: dataAnswer({
        mail_interest_received: '1',
        mail_interest_accepted: '1',
        mail_interest_declined: '0',
        mail_interest_expiring: '1',
      }),
      searchContent: dataAnswer({ q: 'vivah', results: [] }),
      // Paused until a day: the pause notice above every member screen is read too.
      getMyPause: dataAnswer({
        paused: true,
        paused_at: '2026-03-01T09:00:00.000Z',
        until: '2026-03-31T09:00:00.000Z',
      }),
      ...more,
    },
  });
}

/** A screen, opened in English and switched to Hindi as the header's switch does. */
async function englishLeftOn(route: string, shownWhenReady: string, more: string[] = []) {
  const view = renderMemberApp(route);
  act(() => {
    view.store.dispatch(languageChosen('hi'));
  });
  await waitFor(() => expect(document.documentElement.lang).toBe('hi'), { timeout: 5000 });
  await screen.findAllByText(shownWhenReady, {}, { timeout: 5000 });
  const main = screen.getByRole('main');
  await waitFor(() => expect(main.querySelector('.loading-state')).toBeNull());
  return englishLeft(wordsOn(main), more);
}

afterEach(() => {
  document.documentElement.lang = 'en';
});

describe('member screens in Hindi show no English of their own', () => {
  it.each([
    ['/dashboard', 'नमस्ते, Rohan'],
    ['/my_profile', 'पूरा नाम'],
    ['/my_biodata', 'सदस्य क्रमांक: 1007'],
    ['/search_matching', 'Asha Gupta'],
    ['/intrested_member', 'भेजे गए रुचि अनुरोध'],
    ['/shortlist', 'मेरी पसंदीदा सूची'],
    ['/blocked_members', 'Kavita Rao'],
    ['/notifications', 'मेल की सेटिंग सहेजें'],
    [`/add_photos?t=${'a'.repeat(43)}`, 'प्रोफ़ाइल फ़ोटो बदलें'],
    ['/add_photos', 'अपनी फ़ोटो जोड़ें'],
    ['/confirm-email?token=abc', 'मेरे नए ईमेल की पुष्टि करें'],
    ['/confirm-email', 'अपने ईमेल की पुष्टि करें'],
    [`/member/${MEERA.account_info_id}`, 'बायोडाटा'],
    [`/member/${ASHA.account_info_id}`, 'मुख्य जानकारी'],
  ])('%s', async (route, shownWhenReady) => {
    expect(await englishLeftOn(route, shownWhenReady)).toEqual([]);
    // The browser tab names the screen in Hindi too (the trust's name after it is its own).
    const [screenTitle] = document.title.split(' | ');
    expect(englishLeft([screenTitle ?? ''])).toEqual([]);
  });

  // The content pages' own chrome; the trust's content itself is shown as the trust wrote it.
  it.each([
    ['/no-such-page', 'यह पेज नहीं मिला'],
    ['/search?q=vivah', '“vivah” के लिए कुछ नहीं मिला। दूसरे शब्दों से खोजें, या ऊपर का मेन्यू देखें।'],
    ['/search', 'साइट में खोजें'],
  ])('%s', async (route, shownWhenReady) => {
    // What the visitor typed is shown as typed.
    expect(await englishLeftOn(route, shownWhenReady, ['vivah'])).toEqual([]);
  });

  it('the dialogs of a profile: the enlarged photo, Block and Report', async () => {
    const { user, store } = renderMemberApp(`/member/${MEERA.account_info_id}`);
    act(() => {
      store.dispatch(languageChosen('hi'));
    });
    await screen.findByRole('heading', { level: 2, name: 'जन्म' }, { timeout: 5000 });
    const dialogWords = async (open: string | RegExp) => {
      await user.click(screen.getAllByRole('button', { name: open })[0]);
      const dialog = await screen.findByRole('dialog');
      const left = englishLeft(wordsOn(dialog));
      await user.click(within(dialog).getByRole('button', { name: /बंद करें/ }));
      return left;
    };
    expect(await dialogWords(/बड़ा करके देखें/)).toEqual([]);
    expect(await dialogWords(/ब्लॉक करें/)).toEqual([]);
    expect(await dialogWords(/शिकायत करें/)).toEqual([]);
  });

  it("the photo picker's crop step, its progress line and its own problems", async () => {
    installFakePhotos();
    const { store } = renderMemberApp('/my_profile', {
      // Held, so the progress line stays while the photo is on its way.
      uploadProPic: () => new Promise<WireAnswer>(() => undefined),
    });
    act(() => {
      store.dispatch(languageChosen('hi'));
    });
    await screen.findAllByText('पूरा नाम', {}, { timeout: 5000 });
    const picker = await screen.findByRole('group', { name: 'और फ़ोटो जोड़ें' });
    const input = within(picker).getByLabelText('और फ़ोटो जोड़ें');
    const choose = (file: File) => fireEvent.change(input, { target: { files: [file] } });
    choose(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await within(picker).findByRole('alert')).toHaveTextContent(
      'कृपया JPEG, PNG या WebP फ़ाइल वाली फ़ोटो चुनें।',
    );
    const big = new File([new Uint8Array(PHOTO_MAX_BYTES + 1)], 'big.jpg', { type: 'image/jpeg' });
    choose(big);
    expect(await within(picker).findByRole('alert')).toHaveTextContent('एमबी से बड़ी है');
    choose(new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' }));
    const frame = await within(picker).findByRole('slider', { name: 'फ़ोटो का रखा जाने वाला हिस्सा' });
    // What a screen reader says of the frame is read too.
    const said = ['aria-valuetext', 'aria-roledescription'].map((a) => frame.getAttribute(a) ?? '');
    expect(englishLeft([...wordsOn(picker), ...said])).toEqual([]);
    fireEvent.click(within(picker).getByRole('button', { name: 'यही फ़ोटो लगाएँ' }));
    expect(await within(picker).findByText('फ़ोटो साइट पर भेजी जा रही है…')).toBeVisible();
    expect(englishLeft(wordsOn(picker))).toEqual([]);
  });

  it("the app's own screens: a screen's code on its way, a chunk that did not load, an error", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const chunkError = Object.assign(new Error('Loading chunk 12 failed.\n(missing: /12.js)'), {
      name: 'ChunkLoadError',
      type: 'missing',
    });
    let fail!: (error: Error) => void;
    const Slow = lazyPage(() => new Promise<() => null>((_, reject) => (fail = reject)));
    const Broken = lazyPage(() => Promise.reject(new Error('Boom in the module')));
    const Odd = () => {
      // Not an Error: the screen has no words of the error's own to show.
      throw 42;
    };
    const { store, router } = renderWithProviders([
      { path: '/', element: <Slow />, errorElement: <RouteError /> },
      { path: '/broken', element: <Broken />, errorElement: <RouteError /> },
      { path: '/odd', element: <Odd />, errorElement: <RouteError /> },
    ]);
    act(() => {
      store.dispatch(languageChosen('hi'));
    });
    expect(await screen.findByText('खुल रहा है…', {}, { timeout: 5000 })).toBeVisible();
    act(() => fail(chunkError));
    const chunk = await screen.findByRole('alert');
    expect(chunk).toHaveTextContent('इस पेज का एक हिस्सा सर्वर पर नहीं मिला।');
    expect(englishLeft(wordsOn(document.body))).toEqual([]);
    await act(() => router!.navigate('/broken'));
    expect(await screen.findByRole('alert')).toHaveTextContent('साइट में कोई गड़बड़ी हो गई।');
    expect(englishLeft(wordsOn(document.body))).toEqual([]);
    await act(() => router!.navigate('/odd'));
    expect(await screen.findByRole('alert')).toHaveTextContent('यह पेज दिखाते समय कोई गड़बड़ी हो गई।');
    expect(englishLeft(wordsOn(document.body))).toEqual([]);
    jest.restoreAllMocks();
  });

  it('a content page without a banner or a menu label is named a page of the site', async () => {
    const { store } = renderWithProviders(appRoutes, {
      route: '/about_trust',
      answers: {
        ...siteAnswers(),
        getPgData: dataAnswer(
          contentPage('about_trust', [
            section('text_description', [record({ col1: 'ट्रस्ट की कहानी' })]),
          ]),
        ),
      },
    });
    act(() => {
      store.dispatch(languageChosen('hi'));
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'साइट का एक पेज' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('a content page’s own button words around the trust’s Hindi records', async () => {
    const { store } = renderWithProviders(appRoutes, {
      route: '/about_trust',
      answers: {
        ...siteAnswers(),
        getPgData: dataAnswer(
          contentPage('about_trust', [
            section('card_list', [
              // No button label of their own: the seed's default ("know more"), and a product's.
              record({ col1: 'छात्रवृत्ति', col7: '/scholarships' }),
              record({ col1: 'सदस्यता', col7: '/membership', e_id: 'prod-1' }),
            ]),
            section('img_text_desc_img_left', [
              record({ col1: 'हमारा इतिहास', col2: '<p>1987 से।</p>', col7: '#history' }),
            ]),
          ]),
        ),
      },
    });
    act(() => {
      store.dispatch(languageChosen('hi'));
    });
    await screen.findByRole('heading', { name: 'छात्रवृत्ति' }, { timeout: 5000 });
    expect(englishLeft(wordsOn(screen.getByRole('main')))).toEqual([]);
  });

  it('Write to Us with the trust office and the grievance officer', async () => {
    const { store, container } = renderWithProviders(
      <>
        <ContactSection />
        <OfficeContact />
        <GrievanceOfficer />
      </>,
    );
    act(() => {
      store.dispatch(languageChosen('hi'));
    });
    await screen.findByRole('heading', { name: 'शिकायत अधिकारी' }, { timeout: 5000 });
    // The trust's own details (its settings) are shown as the trust wrote them.
    const trust = Object.values(SETTINGS).flatMap((v) => v.split(/\n|, /));
    expect(englishLeft(wordsOn(container), trust)).toEqual([]);
  });

  // The visitor's forms: login with its forgot-password tab, and the registration form.
  it.each([
    ['/login', 'सदस्य लॉग इन', 2],
    ['/member_registration', 'पंजीकरण करें', 0],
  ])('%s', async (route, shownWhenReady, tabCount) => {
    const { store, user } = renderWithProviders(appRoutes, {
      route,
      answers: {
        ...siteAnswers(),
        getStates: dataAnswer([{ name: 'Rajasthan' }]),
        getGotraList: dataAnswer([{ id: 1, temple_name: 'Garg' }]),
      },
    });
    act(() => {
      store.dispatch(languageChosen('hi'));
    });
    await screen.findAllByText(shownWhenReady, {}, { timeout: 5000 });
    const main = screen.getByRole('main');
    await waitFor(() => expect(main.querySelector('.loading-state')).toBeNull());
    expect(englishLeft(wordsOn(main), ['Garg', 'Rajasthan'])).toEqual([]);
    const tabs = within(main).queryAllByRole('tab');
    expect(tabs).toHaveLength(tabCount);
    for (const tab of tabs) {
      await user.click(tab);
      expect(englishLeft(wordsOn(main))).toEqual([]);
    }
  });

  it('the header and footer: their own words, around the trust’s menus and settings', async () => {
    const { store } = renderWithProviders(appRoutes, {
      route: '/about_trust',
      answers: siteAnswers(),
    });
    act(() => {
      store.dispatch(languageChosen('hi'));
    });
    await screen.findByRole('heading', { name: 'संपर्क करें' }, { timeout: 5000 });
    // What the trust wrote (menu labels, its settings) and the social sites' own names stay.
    const trust = [
      ...MENUS.map((m) => m.col1),
      ...Object.values(SETTINGS).flatMap((v) => v.split(/\n|, /)),
      'Facebook',
    ];
    for (const landmark of [screen.getByRole('banner'), screen.getByRole('contentinfo')]) {
      expect(englishLeft(wordsOn(landmark), trust)).toEqual([]);
    }
  });

  it('finds an English string a screen would render', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<p>Asha Gupta ने अभी लिखा है</p><p lang="en">Request Sent</p><img alt="Photo of Asha Gupta">';
    expect(englishLeft(wordsOn(root))).toEqual(['Photo of Asha Gupta']);
  });
});
