import { screen, waitFor, within } from '@testing-library/react';
import { dataAnswer, doneAnswer } from '../../../shared/protocol/wire';
import { person, received, renderDashboard, sent } from './dashboard.fixture';

// Issue #18: the dashboard and the members area's tabs in Hindi, switched with the header's
// हिन्दी button in the whole app (a real store, its listeners and the Hindi chunk).
const ASHA = person(12, 'Asha Gupta');
const MEERA = person(13, 'Meera Jain', { age: 28, city_nm: 'Ajmer' });
const PRIYA = person(14, 'Priya Singhal');
const KAVYA = person(16, 'Kavya Goyal');
const RIYA = person(17, 'Riya Mittal', { mangalic_status: 'Anshik Mangalic' });

afterEach(() => {
  document.documentElement.lang = 'en';
});

async function dashboardInHindi(...args: Parameters<typeof renderDashboard>) {
  const view = renderDashboard(...args);
  await screen.findByRole('heading', { level: 1, name: 'Welcome, Rohan' }, { timeout: 5000 });
  const group = screen.getByRole('group', { name: 'Language' });
  await view.user.click(within(group).getByRole('button', { name: 'हिन्दी' }));
  await screen.findByRole('heading', { level: 1, name: 'नमस्ते, Rohan' }, { timeout: 5000 });
  return view;
}

describe('dashboard in Hindi', () => {
  it('names its parts, the tabs and the counts in Hindi', async () => {
    await dashboardInHindi(
      [
        { ...received(ASHA, 'Pending', 1), note: 'We liked her biodata.' },
        received(MEERA, 'Pending', 2),
        received(PRIYA, 'Accepted', 3),
        sent(KAVYA, 'Pending', 4),
        sent(RIYA, 'Accepted', 5),
      ],
      { answers: { getMatches: dataAnswer({ members: [RIYA], has_preferences: true }) } },
    );
    expect(document.documentElement.lang).toBe('hi');
    const tabs = screen.getByRole('navigation', { name: 'सदस्य क्षेत्र' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['डैशबोर्ड', 'मेरी प्रोफ़ाइल', 'रुचि अनुरोध', 'मेरा बायोडाटा', 'रिश्ते खोजें', 'पसंदीदा सूची']);
    expect(within(tabs).getByRole('link', { name: 'रिश्ते खोजें' })).toHaveAttribute(
      'href',
      '/search_matching',
    );
    expect(within(tabs).getByRole('link', { name: 'डैशबोर्ड' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // The bell beside the tabs is named in Hindi (its count follows once the list loads).
    expect(screen.getByRole('button', { name: /^सूचनाएँ/ })).toBeInTheDocument();

    const main = screen.getByRole('main');
    await within(main).findByRole('heading', { name: 'आपकी प्रोफ़ाइल' });
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([
      'आपका सत्यापन',
      'आपके रुचि अनुरोध',
      'आपके जवाब की प्रतीक्षा में',
      'हाल में स्वीकार हुए',
      'आपकी प्रोफ़ाइल',
      'आपके लिए उपयुक्त रिश्ते',
    ]);
    expect(
      screen.getByText('आपकी प्रोफ़ाइल सत्यापित है: ट्रस्ट ने इसे 12 मार्च 2026 को सत्यापित किया।'),
    ).toBeInTheDocument();

    const counts = within(await screen.findByRole('list', { name: 'आपके रुचि अनुरोध' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(counts).toEqual([
      '2 रुचि अनुरोध आपके जवाब की प्रतीक्षा में हैं',
      'आपने 2 रुचि भेजीं; 1 का जवाब अभी बाकी है',
      '2 स्वीकार हुए',
    ]);
    const interests = screen.getByRole('region', { name: 'आपके रुचि अनुरोध' });
    expect(within(interests).getByRole('link', { name: 'रुचि अनुरोध' })).toHaveAttribute(
      'href',
      '/intrested_member',
    );

    // A request waiting for Rohan: the request control in Hindi, the note as she wrote it.
    const asha = screen.getByRole('article', { name: 'Asha Gupta' });
    expect(asha).toHaveTextContent('26 वर्ष, Jaipur');
    expect(asha).toHaveTextContent('Asha का संदेश: “We liked her biodata.”');
    expect(within(asha).getByText('रुचि अनुरोध आया है')).toBeInTheDocument();
    expect(within(asha).getByRole('button', { name: /^स्वीकार करें/ })).toBeInTheDocument();
    expect(within(asha).getByRole('button', { name: /^रुचि नहीं/ })).toBeInTheDocument();

    const accepted = within(screen.getByRole('list', { name: 'हाल में स्वीकार हुए' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(accepted).toEqual([
      expect.stringContaining('आपने उनकी रुचि स्वीकार की।'),
      expect.stringContaining('उन्होंने आपकी रुचि स्वीकार की।'),
    ]);

    const completeness = screen.getByRole('region', { name: 'आपकी प्रोफ़ाइल' });
    expect(within(completeness).getByLabelText('प्रोफ़ाइल कितनी पूरी है')).toBeInTheDocument();
    expect(completeness).toHaveTextContent(/\d+% पूरी/);
    expect(completeness).toHaveTextContent(/अगला कदम:|आपकी प्रोफ़ाइल पूरी है/);

    const matches = screen.getByRole('list', { name: 'आपके लिए उपयुक्त रिश्ते' });
    const riya = within(matches).getByRole('article', { name: 'Riya Mittal' });
    expect(riya).toHaveTextContent('मांगलिक स्थितिआंशिक मांगलिक');
    expect(riya).toHaveTextContent('वैवाहिक स्थितिअविवाहित');
  });

  it('says in Hindi when nothing is there yet', async () => {
    await dashboardInHindi([], {
      answers: { getMatches: dataAnswer({ members: [], has_preferences: false }) },
    });
    const counts = within(await screen.findByRole('list', { name: 'आपके रुचि अनुरोध' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(counts).toEqual([
      'कोई रुचि अनुरोध आपके जवाब की प्रतीक्षा में नहीं है',
      'आपने अभी तक कोई रुचि नहीं भेजी है',
      'अभी तक कोई स्वीकार नहीं हुआ',
    ]);
    expect(screen.getByText('अभी तक कोई रुचि अनुरोध स्वीकार नहीं हुआ है।')).toBeInTheDocument();
    expect(
      screen.getByRole('link', {
        name: 'उपयुक्त रिश्ते देखने के लिए मेरी प्रोफ़ाइल में जीवनसाथी की अपेक्षाएँ लिखें',
      }),
    ).toHaveAttribute('href', '/my_profile');
    // The members area's own line under every member screen.
    const tips = screen.getByRole('link', { name: 'सुरक्षा सलाह पढ़ें' });
    expect(tips).toHaveAttribute('href', '/safety_tips');
    expect(tips.parentElement).toHaveTextContent(
      'साइट से मिले किसी परिवार से मिलने जा रहे हैं? पहले हमारी सुरक्षा सलाह पढ़ें।',
    );
  });

  it('asks in Hindi before accepting, and sends the wire’s Accepted', async () => {
    const { user, calls } = await dashboardInHindi([received(ASHA, 'Pending', 1)], {
      answers: { acceptRejFrdRequest: doneAnswer('Request accepted.') },
    });
    const asha = await screen.findByRole('article', { name: 'Asha Gupta' });
    await user.click(within(asha).getByRole('button', { name: /^स्वीकार करें/ }));
    const dialog = screen.getByRole('dialog', { name: 'क्या Asha Gupta की रुचि स्वीकार करें?' });
    expect(dialog).toHaveTextContent('दोनों परिवारों के संपर्क एक-दूसरे को दिखने लगेंगे');
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'स्वीकार करें' }));
    await waitFor(() => expect(calls.some((c) => c.type === 'acceptRejFrdRequest')).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
    const answers = calls.filter((c) => c.type === 'acceptRejFrdRequest');
    expect(answers).toHaveLength(1);
    expect(answers[0]!.fields).toMatchObject({ req_status: 'Accepted' });
  });
});
