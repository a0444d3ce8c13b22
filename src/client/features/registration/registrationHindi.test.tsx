import { act, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '../../../shared/domain/messages';
import { PROFILE_ENTRY_FIELDS } from '../../../shared/domain/profile';
import { dataAnswer, doneAnswer } from '../../../shared/protocol/wire';
import { languageChosen } from '../../entities/language';
import type { FakeAnswers } from '../../test/fakeTransport';
import { renderWithProviders } from '../../test/render';
import { RegistrationPage } from './RegistrationPage';

// Issue #18: the registration form in Hindi. Every label, legend, hint and option a family reads is
// Hindi; what is sent is the seed's English wire values, exactly as in English.
const LISTS: FakeAnswers = {
  getStates: dataAnswer([
    { id: 1, name: 'Gujarat' },
    { id: 2, name: 'Rajasthan' },
  ]),
  getGotraList: dataAnswer([
    { id: 1, temple_name: 'Bansal' },
    { id: 2, temple_name: 'Goyal' },
  ]),
};

/** Rendered in English, then switched to Hindi through the store (the header switch's action). */
async function renderInHindi(answers: FakeAnswers = {}) {
  const view = renderWithProviders(<RegistrationPage />, { answers: { ...LISTS, ...answers } });
  expect(screen.getByRole('heading', { level: 1, name: 'Registration Form' })).toBeInTheDocument();
  act(() => {
    view.store.dispatch(languageChosen('hi'));
  });
  await screen.findByRole('heading', { level: 1, name: 'पंजीकरण फ़ॉर्म' });
  return view;
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

beforeEach(() => sessionStorage.clear());

describe('registration in Hindi', () => {
  it('names the groups, fields, hints and options in Hindi, keeping the wire values', async () => {
    await renderInHindi();
    for (const legend of [
      'आपके बारे में',
      'जन्म',
      'शिक्षा और काम-काज',
      'पता और संपर्क',
      'परिवार',
      'कुंडली',
      'परिचित व्यक्ति (संदर्भ)',
      'खाता',
    ]) {
      expect(screen.getByRole('group', { name: legend })).toBeInTheDocument();
    }
    expect(screen.queryByRole('group', { name: 'About you' })).not.toBeInTheDocument();

    const marital = screen.getByLabelText(/^वैवाहिक स्थिति/);
    expect(optionTexts(marital)).toEqual(['चुनें', 'अविवाहित', 'तलाकशुदा', 'विधवा', 'विधुर']);
    expect(within(marital).getByRole('option', { name: 'अविवाहित' })).toHaveValue('Unmarried');

    const manglik = screen.getByLabelText(/^मांगलिक स्थिति/);
    expect(optionTexts(manglik)).toEqual(['चुनें', 'मांगलिक', 'आंशिक मांगलिक', 'मांगलिक नहीं (सामान्य)']);
    expect(within(manglik).getByRole('option', { name: 'आंशिक मांगलिक' })).toHaveValue(
      'Anshik Mangalic',
    );
    const education = screen.getByLabelText(/^शैक्षणिक योग्यता/);
    expect(within(education).getByRole('option', { name: 'स्नातक (ग्रेजुएशन)' })).toHaveValue(
      'Graduation',
    );
    expect(
      within(screen.getByLabelText(/^आपकी वार्षिक आय/)).getByRole('option', {
        name: '40 लाख से अधिक',
      }),
    ).toHaveValue('41');
    expect(screen.getByLabelText(/^मामा का गोत्र/)).toBeInTheDocument();
    // Names of places and gotras are proper names: shown as the service lists them.
    const gotra = screen.getByLabelText(/^आपका गोत्र/);
    await waitFor(() => expect(within(gotra).getByRole('option', { name: 'Goyal' })).toBeVisible());

    expect(screen.getByLabelText(/^मोबाइल/)).toHaveAccessibleDescription(
      expect.stringContaining('10 अंकों का मोबाइल नंबर।'),
    );
    expect(screen.getByLabelText(/^जन्म तिथि/)).toHaveAccessibleDescription(
      'लड़की की उम्र कम से कम 18 और लड़के की कम से कम 21 वर्ष होनी चाहिए।',
    );
    expect(screen.getByRole('complementary', { name: 'इस सेवा के बारे में' })).toHaveTextContent(
      'यह विवाह के लिए रिश्ते की सेवा है, डेटिंग साइट नहीं।',
    );
    expect(screen.getByRole('link', { name: 'सुरक्षा सलाह पढ़ें' })).toHaveAttribute(
      'href',
      '/safety_tips',
    );
    expect(screen.getByRole('checkbox', { name: /मैं अपनी सहमति देता\/देती हूँ/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पंजीकरण करें' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('says the failed checks in Hindi: the page alert and every field line', async () => {
    const { user, calls } = await renderInHindi();
    await user.click(screen.getByRole('button', { name: 'पंजीकरण करें' }));
    // Issue #18 item 3: a Hindi page says the seed's 'Fill blank records!' in Hindi (the English
    // page keeps the seed's words exactly: RegistrationPage.test.tsx).
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('खाली जगहें भरें।');
    expect(alert).not.toHaveTextContent(MESSAGES.fillBlank);
    expect(alert).not.toHaveTextContent('अर्थ');
    const name = screen.getByLabelText(/^पूरा नाम/);
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('कृपया यह भरें।');
    expect(screen.getByLabelText(/^पिन कोड/)).toHaveAccessibleDescription(
      expect.stringContaining('कृपया यह भरें।'),
    );
    expect(screen.queryByText('Please fill this in.')).not.toBeInTheDocument();
    expect(calls.some((c) => c.type === 'register_member')).toBe(false);

    // A format mistake is said in Hindi too, with its values.
    await user.click(screen.getByLabelText(/^पिन कोड/));
    await user.paste('12');
    await user.click(screen.getByLabelText(/^मोबाइल/));
    await user.paste('12345');
    await user.click(screen.getByRole('button', { name: 'पंजीकरण करें' }));
    expect(screen.getByLabelText(/^पिन कोड/)).toHaveAccessibleDescription(
      expect.stringContaining('कृपया 6 अंकों का पिन कोड लिखें।'),
    );
    expect(screen.getByLabelText(/^मोबाइल/)).toHaveAccessibleDescription(
      expect.stringContaining('कृपया 10 अंकों का मोबाइल नंबर लिखें।'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('खाली जगहें भरें।');
  });

  it('sends the English wire values when every field is filled in Hindi, then says what happens next', async () => {
    const { user, calls } = await renderInHindi({ register_member: doneAnswer('ok') });
    const gotra = screen.getByLabelText(/^आपका गोत्र/);
    await waitFor(() => expect(within(gotra).getByRole('option', { name: 'Goyal' })).toBeVisible());

    const typed: [RegExp, string][] = [
      [/^पूरा नाम/, 'Rohan Mittal'],
      [/^जन्म तिथि/, '2000-05-14'],
      [/^जन्म समय/, '06:45'],
      [/^जन्म स्थान/, 'Jaipur'],
      [/^पढ़ाई का विवरण/, 'B.Com'],
      [/^व्यवसाय \/ नौकरी/, 'Accountant'],
      [/^शहर/, 'Jaipur'],
      [/^पता/, '12 Gandhi Nagar'],
      [/^पास की पहचान/, 'Near the Shiv temple'],
      [/^पिन कोड/, '302015'],
      [/^मोबाइल/, '9876543210'],
      [/^ईमेल/, 'rohan.mittal@example.in'],
      [/^पिता का नाम/, 'Suresh Mittal'],
      [/^पिता का व्यवसाय/, 'Shopkeeper'],
      [/^पिता का मोबाइल/, '9876500001'],
      [/^माता का नाम/, 'Kavita Mittal'],
      [/^माता का व्यवसाय/, 'Teacher'],
      [/^माता का मोबाइल/, '9876500002'],
      [/^भाइयों के बारे में/, 'None'],
      [/^बहनों के बारे में/, 'One elder sister, married in Ajmer'],
      [/^पहले परिचित व्यक्ति का नाम/, 'Ramesh Goyal'],
      [/^पहले परिचित व्यक्ति का मोबाइल/, '9876500003'],
      [/^दूसरे परिचित व्यक्ति का नाम/, 'Mahesh Bansal'],
      [/^दूसरे परिचित व्यक्ति का मोबाइल/, '9876500004'],
      [/^पासवर्ड(?! दोबारा)/, 'monsoon evenings in jaipur'],
      [/^पासवर्ड दोबारा लिखें/, 'monsoon evenings in jaipur'],
    ];
    for (const [label, text] of typed) {
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    }
    // Chosen by the Hindi a family reads; the wire value is checked in what was sent.
    const chosen: [RegExp, string][] = [
      [/^लिंग/, 'पुरुष (वर)'],
      [/^वैवाहिक स्थिति/, 'अविवाहित'],
      [/^कद \(फ़ुट\)/, '5 फ़ुट'],
      [/^कद \(इंच\)/, '9 इंच'],
      [/^रंग/, 'गेहुँआ'],
      [/^शैक्षणिक योग्यता/, 'स्नातक (ग्रेजुएशन)'],
      [/^आपकी वार्षिक आय/, '6–8 लाख'],
      [/^राज्य/, 'Rajasthan'],
      [/^परिवार की वार्षिक आय/, '40 लाख से अधिक'],
      [/^भाई(?!यों)/, 'भाई नहीं'],
      [/^बहन(?!ों)/, 'विवाहित'],
      [/^आपका गोत्र/, 'Goyal'],
      [/^मामा का गोत्र/, 'Bansal'],
      [/^मांगलिक स्थिति/, 'आंशिक मांगलिक'],
      [/^पंजीकरण किसने किया/, 'माता-पिता'],
    ];
    for (const [label, option] of chosen) {
      const select = screen.getByLabelText(label);
      await user.selectOptions(select, within(select).getByRole('option', { name: option }));
    }
    expect(screen.getByLabelText(/^कद \(फ़ुट\)/)).toHaveAccessibleDescription('यानी 175 सेमी।');
    await user.click(screen.getByRole('checkbox', { name: /सहमति/ }));
    await user.click(screen.getByRole('button', { name: 'पंजीकरण करें' }));

    await waitFor(() => expect(calls.some((c) => c.type === 'register_member')).toBe(true));
    const body = calls.find((c) => c.type === 'register_member')!.fields;
    const own = Object.fromEntries(
      Object.entries(body).filter(([k]) => !['curl_type', 'res_func'].includes(k)),
    );
    expect(own).toEqual({
      mem_name: 'Rohan Mittal',
      gender: 'Male',
      marital_status: 'Unmarried',
      height: '175',
      skin_color: 'Medium',
      dob: '2000-05-14',
      birth_time: '06:45',
      birth_place: 'Jaipur',
      max_qualification: 'Graduation',
      max_qualification_det: 'B.Com',
      occupation: 'Accountant',
      self_anum: '8',
      state_nm: 'Rajasthan',
      city_nm: 'Jaipur',
      address: '12 Gandhi Nagar',
      landmark: 'Near the Shiv temple',
      pincode: '302015',
      contact_no: '9876543210',
      email_id: 'rohan.mittal@example.in',
      father_nm: 'Suresh Mittal',
      father_occup: 'Shopkeeper',
      father_contact: '9876500001',
      mother_name: 'Kavita Mittal',
      mother_occup: 'Teacher',
      mother_contact: '9876500002',
      family_anum: '41',
      brother_status: 'No Brother',
      brother_det: 'None',
      sister_status: 'Married',
      sister_det: 'One elder sister, married in Ajmer',
      self_goutra: 'Goyal',
      mama_goutra: 'Bansal',
      mangalic_status: 'Anshik Mangalic',
      ref_one_nm: 'Ramesh Goyal',
      ref_one_contact: '9876500003',
      ref_two_nm: 'Mahesh Bansal',
      ref_two_contact: '9876500004',
      registered_by: 'Parents',
      password: 'monsoon evenings in jaipur',
      re_password: 'monsoon evenings in jaipur',
      // The form was filled in Hindi: the member's mails are Hindi from the first one.
      lang: 'hi',
      consent: '1',
    });
    // Every field a member enters was filled from the Hindi form.
    expect(Object.keys(own).sort()).toEqual(
      [...PROFILE_ENTRY_FIELDS, 'password', 're_password', 'consent', 'lang'].sort(),
    );

    const heading = await screen.findByRole('heading', { level: 1, name: 'आगे क्या होगा' });
    expect(heading).toHaveFocus();
    const status = screen.getByRole('status');
    expect(within(status).getByText(MESSAGES.registrationThanks)).toHaveAttribute('lang', 'en');
    expect(status).toHaveTextContent(
      '(अर्थ: पंजीकरण के लिए धन्यवाद। सत्यापन के लिए हमारी टीम जल्द ही आपसे संपर्क करेगी।)',
    );
    expect(screen.getByRole('link', { name: 'मुख्य पृष्ठ पर लौटें' })).toHaveAttribute('href', '/');
  }, 30_000);
});
