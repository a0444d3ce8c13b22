import { act, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '../../../shared/domain/messages';
import type { ListingItem } from '../../../shared/protocol/types';
import { dataAnswer, doneAnswer } from '../../../shared/protocol/wire';
import { languageChosen } from '../../entities/language';
import type { FakeAnswer, FakeAnswers, FakeCall } from '../../test/fakeTransport';
import { ASHA, MEERA, PRIYA, page, sentTo } from './members.fixture';
import { renderMemberRoute } from './memberTestUtils';

// Issue #18: Search Matching in Hindi: the sidebar, the order, the chips, the count (Indian
// grouping), the cards and the empty state; the filters still send the seed's English values.
const GOTRAS = dataAnswer([
  { id: 1, temple_name: 'Garg' },
  { id: 2, temple_name: 'Mittal' },
]);
const searches = (calls: FakeCall[]) =>
  calls.filter((c) => c.type === 'getMembers').map((c) => JSON.parse(c.fields.ser_params));
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

/** Opened in English, then switched to Hindi through the store (the header switch's action). */
async function searchInHindi(answers: FakeAnswers) {
  const view = renderMemberRoute('/search_matching', { getGotraList: GOTRAS, ...answers });
  await screen.findByRole('heading', { level: 1, name: 'Search Matching' });
  act(() => {
    view.store.dispatch(languageChosen('hi'));
  });
  await screen.findByRole('heading', { level: 1, name: 'रिश्ते खोजें' });
  return view;
}

describe('Search Matching in Hindi', () => {
  it('says what is wrong with a typed age in Hindi (issue #18 item 3), sending nothing', async () => {
    const { user, calls } = await searchInHindi({ getMembers: page([ASHA]) });
    const f = within(screen.getByRole('search', { name: 'फ़िल्टर' }));
    const ages = within(f.getByRole('group', { name: 'उम्र (वर्ष)' }));
    const from = ages.getByLabelText('से');
    const before = searches(calls).length;
    await user.type(from, '15');
    expect(await screen.findByText('कृपया 18 से 80 के बीच की उम्र लिखें।')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Please enter an age between 18 and 80.')).toBeNull();
    expect(searches(calls)).toHaveLength(before);
  });

  it('names the filters, their options and the order in Hindi', async () => {
    await searchInHindi({ getMembers: page([ASHA]) });
    const f = within(screen.getByRole('search', { name: 'फ़िल्टर' }));
    expect(f.getByLabelText('सदस्य क्रमांक से खोजें')).toHaveAccessibleDescription(
      'प्रोफ़ाइल पर लिखा नंबर, जैसे 1012।',
    );
    expect(optionTexts(f.getByLabelText('किसकी तलाश है'))).toEqual([
      'मेरे लिए (वर या वधू)',
      'वधू (लड़कियाँ)',
      'वर (लड़के)',
    ]);
    expect(optionTexts(f.getByLabelText('वैवाहिक स्थिति'))).toEqual([
      'कोई भी वैवाहिक स्थिति',
      'अविवाहित',
      'तलाकशुदा',
      'विधवा',
      'विधुर',
    ]);
    expect(optionTexts(f.getByLabelText('मांगलिक स्थिति'))).toEqual([
      'कोई भी',
      'मांगलिक',
      'आंशिक मांगलिक',
      'मांगलिक नहीं (सामान्य)',
    ]);
    expect(
      within(f.getByLabelText('कम से कम')).getByRole('option', { name: '5 फ़ुट 0 इंच (152 सेमी)' }),
    ).toHaveValue('152');
    expect(f.getByRole('group', { name: 'उम्र (वर्ष)' })).toBeInTheDocument();
    expect(f.getByLabelText('से')).toBeInTheDocument();
    expect(f.getByLabelText('तक')).toBeInTheDocument();
    expect(f.getByRole('group', { name: 'गोत्र' })).toBeInTheDocument();
    expect(f.getByRole('checkbox', { name: 'केवल फ़ोटो वाले' })).toBeInTheDocument();
    expect(f.getByRole('checkbox', { name: 'अपने गोत्र वाले रिश्ते न दिखाएँ' })).toBeChecked();
    expect(f.getByRole('button', { name: 'सारे फ़िल्टर हटाएँ' })).toBeInTheDocument();
    expect(optionTexts(screen.getByLabelText('क्रम'))).toEqual([
      'नए सदस्य पहले',
      'उम्र: छोटे पहले',
      'उम्र: बड़े पहले',
    ]);
    expect(screen.getByText('कोई नहीं।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सीधे नतीजों पर जाएँ' })).toBeInTheDocument();
  });

  it('sends the English wire values for filters chosen in Hindi, and shows them as Hindi chips', async () => {
    const { user, calls } = await searchInHindi({ getMembers: page([ASHA]) });
    const f = within(screen.getByRole('search', { name: 'फ़िल्टर' }));
    await user.selectOptions(f.getByLabelText('किसकी तलाश है'), 'वधू (लड़कियाँ)');
    await user.selectOptions(f.getByLabelText('वार्षिक आय'), '6–8 लाख');
    await user.selectOptions(f.getByLabelText('शिक्षा'), 'स्नातक (ग्रेजुएशन)');
    await user.selectOptions(f.getByLabelText('रंग'), 'गेहुँआ');
    await user.selectOptions(f.getByLabelText('वैवाहिक स्थिति'), 'अविवाहित');
    await user.selectOptions(f.getByLabelText('मांगलिक स्थिति'), 'आंशिक मांगलिक');
    await user.selectOptions(screen.getByLabelText('क्रम'), 'उम्र: छोटे पहले');
    await waitFor(() =>
      expect(searches(calls).at(-1)).toMatchObject({
        gender: 'Female',
        salary_per_anum: '8',
        education: 'Graduation',
        skin_color: 'Medium',
        marital_status: 'Unmarried',
        mangalic_status: 'Anshik Mangalic',
        sort: 'younger',
      }),
    );
    const chips = within(screen.getByRole('heading', { name: 'लगे हुए फ़िल्टर' }).parentElement!)
      .getAllByRole('button')
      .map((b) => b.textContent?.replace(' ×', ''));
    expect(chips).toEqual([
      'तलाश: वधू (लड़कियाँ)',
      'आय: 6–8 लाख',
      'शिक्षा: स्नातक (ग्रेजुएशन)',
      'रंग: गेहुँआ',
      'वैवाहिक स्थिति: अविवाहित',
      'मांगलिक स्थिति: आंशिक मांगलिक',
    ]);
    await user.click(screen.getByRole('button', { name: 'फ़िल्टर हटाएँ: वैवाहिक स्थिति: अविवाहित' }));
    await waitFor(() => expect(searches(calls).at(-1)).not.toHaveProperty('marital_status'));
    expect(searches(calls).at(-1)).toMatchObject({ mangalic_status: 'Anshik Mangalic' });
  });

  it('labels the cards in Hindi and counts with Indian grouping', async () => {
    await searchInHindi({
      getMembers: page([ASHA, MEERA, { ...PRIYA, photo_after_acceptance: true }], 123456),
    });
    const asha = await screen.findByRole('article', { name: 'Asha Gupta' });
    expect(screen.getByText('आपके फ़िल्टर से 1,23,456 सदस्य मिले।')).toBeInTheDocument();
    const facts = within(asha).getByRole('heading', { name: 'Asha Gupta' }).parentElement!;
    const pairs = within(facts)
      .getAllByRole('term')
      .map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    expect(pairs).toEqual([
      'उम्र: 26 वर्ष',
      'कद: 5 फ़ुट 3 इंच (160 सेमी)',
      'निवास: Jaipur, Rajasthan',
      'शिक्षा: स्नातकोत्तर (पोस्ट ग्रेजुएशन)',
      'व्यवसाय: Teacher',
      'वार्षिक आय: 6–8 लाख',
      'गोत्र: Garg',
      'मामा का गोत्र: Bansal',
      'वैवाहिक स्थिति: अविवाहित',
      'मांगलिक स्थिति: मांगलिक नहीं (सामान्य)',
    ]);
    expect(within(facts).getByText('सदस्य क्रमांक 1012')).toBeInTheDocument();
    expect(within(facts).getByText(/12 मार्च 2026 को ट्रस्ट द्वारा सत्यापित/)).toBeInTheDocument();
    expect(
      within(asha).getByRole('button', { name: /^रुचि भेजें\s?: Asha Gupta$/ }),
    ).toBeInTheDocument();
    const meera = screen.getByRole('article', { name: 'Meera Jain' });
    expect(within(meera).getByText('40 लाख से अधिक')).toBeInTheDocument();
    const priya = screen.getByRole('article', { name: 'Priya Singhal' });
    expect(within(priya).getAllByText('नहीं बताया')).toHaveLength(2);
    expect(within(priya).getByText('रुचि स्वीकार होने पर फ़ोटो')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'नतीजों के पृष्ठ' });
    expect(within(pager).getByText('पृष्ठ 1 / 6,173')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'अगला' })).toBeEnabled();
  });

  it('says in Hindi when nothing matches', async () => {
    await searchInHindi({ getMembers: page([]) });
    expect(
      await screen.findByText(
        'इन फ़िल्टरों से कोई सदस्य नहीं मिला। कोई फ़िल्टर हटाकर या उम्र और आय का दायरा बढ़ाकर देखें।',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('आपके फ़िल्टर से 0 सदस्य मिले।')).toBeInTheDocument();
  });

  it('sends an interest from the Hindi dialog with the note as typed, and explains the seed’s answer', async () => {
    let call = 0;
    const lists: ListingItem[][] = [[ASHA], [sentTo(ASHA, 'Pending', 40)]];
    const getMembers: FakeAnswer = () => page(lists[Math.min(call++, 1)]!);
    const { user, calls } = await searchInHindi({
      getMembers,
      sendMemberRequest: doneAnswer(MESSAGES.requestSentNotice),
    });
    const card = await screen.findByRole('article', { name: 'Asha Gupta' });
    expect(
      within(card).getByRole('button', { name: /^पसंदीदा सूची\s?: Asha Gupta$/ }),
    ).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: /^ब्लॉक करें\s?: Asha Gupta$/ }),
    ).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: /^शिकायत करें\s?: Asha Gupta$/ }),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: /^रुचि भेजें/ }));

    const dialog = screen.getByRole('dialog', { name: 'Asha Gupta को रुचि भेजें' });
    expect(
      within(dialog).getByRole('group', { name: 'छोटा-सा संदेश जोड़ें (चाहें तो)' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'कोई संदेश नहीं' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'अपना संदेश लिखें' }));
    await user.type(within(dialog).getByLabelText('आपका संदेश'), 'Namaste ji');
    expect(within(dialog).getByText('300 में से 10 अक्षर')).toBeInTheDocument();
    expect(within(dialog).getByText('आपका संदेश केवल Asha Gupta देख पाएँगे।')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'रुचि भेजें' }));

    await waitFor(() => expect(calls.some((c) => c.type === 'sendMemberRequest')).toBe(true));
    expect(calls.find((c) => c.type === 'sendMemberRequest')?.fields).toMatchObject({
      req_acc_infoid: ASHA.account_info_id,
      note: 'Namaste ji',
    });
    const status = within(card).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(MESSAGES.requestSentNotice));
    expect(within(status).getByText(MESSAGES.requestSentNotice)).toHaveAttribute('lang', 'en');
    expect(status).toHaveTextContent(
      '(अर्थ: आपकी रुचि भेज दी गई है। सदस्य के स्वीकार करते ही आप पूरी प्रोफ़ाइल देख सकेंगे।)',
    );
    expect(await within(card).findByText('रुचि भेजी गई')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^रुचि वापस लें/ })).toBeInTheDocument();
  });

  it('says in Hindi how many new members are left today', async () => {
    await searchInHindi({
      getMembers: dataAnswer({ members: [ASHA], page: 1, page_size: 20, total: 1, views_left: 40 }),
    });
    expect(
      await screen.findByText('आज आप 40 और नए सदस्य देख सकते हैं। पहले देखे गए सदस्य इसमें नहीं गिने जाते।'),
    ).toBeInTheDocument();
  });
});
