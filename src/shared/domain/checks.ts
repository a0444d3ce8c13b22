import type { Language } from './languages';
import { MESSAGES } from './messages';

/**
 * The words of every failed form check, in both languages (issue #18 item 3). A shared yup
 * schema never says an English sentence: its message is a key with values, `check('tooLong',
 * { max: 120 })`, and whoever shows it says it in the reader's language with `checkText`: the
 * forms in the page's language, the server's -10 answer in the signed-in member's (English for
 * visitors and the team). Texts name their values as ICU-style {placeholders}; checks.test.ts
 * fails when the two languages of a check differ in them. The English texts are the ones the
 * forms and the service always said (tests and QA match them); 'Fill blank records!' is the
 * seed's and stays word for word in English, while a Hindi reader gets its Hindi.
 */
export const CHECKS = {
  fillBlank: { en: MESSAGES.fillBlank, hi: 'खाली जगहें भरें।' },
  fillThisIn: { en: 'Please fill this in.', hi: 'कृपया यह भरें।' },
  correctMarked: {
    en: 'Please correct the fields marked below.',
    hi: 'कृपया नीचे चिह्नित जगहें ठीक करें।',
  },
  tooLong: {
    en: 'Please keep this to {max} characters or fewer.',
    hi: 'कृपया इसे {max} अक्षरों तक ही रखें।',
  },
  unexpectedField: {
    en: 'Unexpected field: {unknown}',
    hi: 'यह फ़ील्ड जानी-पहचानी नहीं है: {unknown}',
  },
  chooseListed: {
    en: 'Please choose one of the listed options.',
    hi: 'कृपया सूची में से एक विकल्प चुनें।',
  },
  mobile: {
    en: 'Please enter a 10-digit mobile number.',
    hi: 'कृपया 10 अंकों का मोबाइल नंबर लिखें।',
  },
  phone: { en: 'Please enter a valid phone number.', hi: 'कृपया सही फ़ोन नंबर लिखें।' },
  email: { en: 'Please enter a valid email address.', hi: 'कृपया सही ईमेल पता लिखें।' },
  dob: {
    en: 'Please enter the date of birth as a valid date.',
    hi: 'कृपया जन्म तिथि सही तारीख़ के रूप में लिखें।',
  },
  dobFuture: {
    en: 'The date of birth cannot be in the future.',
    hi: 'जन्म तिथि आने वाले दिनों की नहीं हो सकती।',
  },
  minAgeWomen: {
    en: 'Women must be at least {min} years old to register.',
    hi: 'पंजीकरण के लिए लड़की की उम्र कम से कम {min} वर्ष होनी चाहिए।',
  },
  minAgeMen: {
    en: 'Men must be at least {min} years old to register.',
    hi: 'पंजीकरण के लिए लड़के की उम्र कम से कम {min} वर्ष होनी चाहिए।',
  },
  birthTime: {
    en: 'Please enter the birth time as HH:MM.',
    hi: 'कृपया जन्म समय घंटे:मिनट (HH:MM) में लिखें।',
  },
  height: {
    en: 'Please enter a height between {min} and {max} cm.',
    hi: 'कृपया {min} से {max} सेमी के बीच का कद लिखें।',
  },
  pincode: { en: 'Please enter a 6-digit pincode.', hi: 'कृपया 6 अंकों का पिन कोड लिखें।' },
  passwordMin: {
    en: 'Please use at least {min} characters.',
    hi: 'कृपया कम से कम {min} अक्षर रखें।',
  },
  passwordMax: {
    en: 'Please use at most {max} characters.',
    hi: 'कृपया ज़्यादा से ज़्यादा {max} अक्षर रखें।',
  },
  passwordCommon: {
    en: 'This password is too common. Please choose another.',
    hi: 'यह पासवर्ड बहुत आम है। कृपया कोई दूसरा चुनें।',
  },
  passwordsDiffer: {
    en: 'The two passwords do not match.',
    hi: 'दोनों पासवर्ड एक जैसे नहीं हैं।',
  },
  consent: {
    en: 'Please give your consent to continue.',
    hi: 'आगे बढ़ने के लिए कृपया अपनी सहमति दें।',
  },
  otp: {
    en: 'Please enter the 6-digit code from the email.',
    hi: 'कृपया ईमेल में आया 6 अंकों का कोड लिखें।',
  },
  // The server's own checks against the lists it keeps (update_profile, register_member).
  stateListed: {
    en: 'Please choose your state from the list.',
    hi: 'कृपया अपना राज्य सूची में से चुनें।',
  },
  gotraListed: { en: 'Please choose the gotra from the list.', hi: 'कृपया गोत्र सूची में से चुनें।' },
  chooseLanguage: { en: 'Please choose English or Hindi.', hi: 'कृपया English या हिंदी चुनें।' },
  aboutMe: {
    en: 'Please keep "About me" to {max} characters or fewer.',
    hi: 'कृपया "मेरे बारे में" को {max} अक्षरों तक ही रखें।',
  },
  prefAge: {
    en: 'Please enter an age between {min} and {max}.',
    hi: 'कृपया {min} से {max} के बीच की उम्र लिखें।',
  },
  prefAgeOrder: {
    en: 'The lowest age must not be above the highest age.',
    hi: 'कम से कम उम्र, ज़्यादा से ज़्यादा उम्र से बड़ी नहीं हो सकती।',
  },
  prefHeight: {
    en: 'Please choose a height between {min} and {max} cm.',
    hi: 'कृपया {min} से {max} सेमी के बीच का कद चुनें।',
  },
  prefHeightOrder: {
    en: 'The lowest height must not be above the highest height.',
    hi: 'कम से कम कद, ज़्यादा से ज़्यादा कद से बड़ा नहीं हो सकता।',
  },
  prefEducation: {
    en: 'Please choose the education from the list.',
    hi: 'कृपया शैक्षणिक योग्यता सूची में से चुनें।',
  },
  prefIncome: {
    en: 'Please choose the income from the list.',
    hi: 'कृपया वार्षिक आय सूची में से चुनें।',
  },
  prefMarital: {
    en: 'Please choose the marital status from the list.',
    hi: 'कृपया वैवाहिक स्थिति सूची में से चुनें।',
  },
  prefManglik: {
    en: 'Please choose Any, Only Manglik or Only non-Manglik.',
    hi: 'कृपया कोई भी, केवल मांगलिक या केवल मांगलिक नहीं में से चुनें।',
  },
  prefState: {
    en: 'Please choose the preferred state from the list.',
    hi: 'कृपया पसंद का राज्य सूची में से चुनें।',
  },
  prefPlace: {
    en: 'Please keep the state and city to {max} characters or fewer.',
    hi: 'कृपया राज्य और शहर को {max} अक्षरों तक ही रखें।',
  },
  // The search filters (getMembers' ser_params).
  searchTooLong: {
    en: 'The search filters are too long. Please choose fewer filters.',
    hi: 'खोज के फ़िल्टर बहुत लंबे हैं। कृपया कम फ़िल्टर चुनें।',
  },
  searchUnreadable: {
    en: 'The search filters could not be read. Please reset the filters and try again.',
    hi: 'खोज के फ़िल्टर पढ़े नहीं जा सके। कृपया फ़िल्टर हटाकर फिर से कोशिश करें।',
  },
  searchUnknown: {
    en: 'The search filter "{unknown}" is not known.',
    hi: 'खोज का फ़िल्टर "{unknown}" जाना-पहचाना नहीं है।',
  },
  searchGender: { en: 'Please choose Male or Female.', hi: 'कृपया वर या वधू चुनें।' },
  searchSkinColor: {
    en: 'Please choose the skin colour from the list.',
    hi: 'कृपया रंग सूची में से चुनें।',
  },
  searchTooMany: {
    en: 'Please choose at most {max} values in one filter.',
    hi: 'कृपया एक फ़िल्टर में ज़्यादा से ज़्यादा {max} विकल्प चुनें।',
  },
  searchText: {
    en: 'Please keep each filter under {max} characters.',
    hi: 'कृपया हर फ़िल्टर {max} अक्षरों से छोटा रखें।',
  },
  searchSalaryBand: {
    en: 'Please choose the salary band from the list.',
    hi: 'कृपया आय की श्रेणी सूची में से चुनें।',
  },
  searchIncome: {
    en: 'Please choose the income range from the list.',
    hi: 'कृपया आय की सीमा सूची में से चुनें।',
  },
  searchIncomeOrder: {
    en: 'The lower income must be below the upper income.',
    hi: 'कम आय, ज़्यादा आय से कम होनी चाहिए।',
  },
  searchAgeOrder: {
    en: 'The lower age must not be above the upper age.',
    hi: 'कम उम्र, ज़्यादा उम्र से बड़ी नहीं हो सकती।',
  },
  searchPage: {
    en: 'Please choose a page from 1 to {max}.',
    hi: 'कृपया 1 से {max} तक का पेज चुनें।',
  },
  searchHeightOrder: {
    en: 'The lower height must not be above the upper height.',
    hi: 'कम कद, ज़्यादा कद से बड़ा नहीं हो सकता।',
  },
  searchState: { en: 'Please choose the state from the list.', hi: 'कृपया राज्य सूची में से चुनें।' },
  searchManglik: {
    en: 'Please choose the Manglik status from the list.',
    hi: 'कृपया मांगलिक स्थिति सूची में से चुनें।',
  },
  searchWithPhoto: {
    en: 'Please say whether to show members with a photo only (true or false).',
    hi: 'कृपया बताएँ कि केवल फ़ोटो वाले सदस्य दिखाएँ या नहीं (true या false)।',
  },
  searchMemberNo: {
    en: 'Please enter the member ID as it is shown on the profile: digits only, like 1012.',
    hi: 'कृपया सदस्य क्रमांक वैसे ही लिखें जैसा प्रोफ़ाइल पर है: केवल अंक, जैसे 1012।',
  },
  searchSort: {
    en: 'Please choose how to sort: newest, younger or older first.',
    hi: 'कृपया क्रम चुनें: नए पहले, कम उम्र पहले या ज़्यादा उम्र पहले।',
  },
  searchHideSameGotra: {
    en: 'Please say whether to hide profiles of the same gotra (true or false).',
    hi: 'कृपया बताएँ कि एक ही गोत्र की प्रोफ़ाइल छिपाएँ या नहीं (true या false)।',
  },
  // The console's (said in English there; the Hindi keeps the table whole).
  keepShort: {
    en: 'Please keep the {what} to {max} characters or fewer.',
    hi: 'कृपया {what} को {max} अक्षरों तक ही रखें।',
  },
  menuRoles: {
    en: 'Please choose who sees it (or hide the entry instead).',
    hi: 'कृपया चुनें कि इसे कौन देखे (या इसे छिपा दें)।',
  },
  menuDepth: {
    en: 'The main menu nests at most {max} levels deep.',
    hi: 'मुख्य मेन्यू में ज़्यादा से ज़्यादा {max} स्तर हो सकते हैं।',
  },
  topMenuFlat: { en: 'The top menu has no sub-entries.', hi: 'ऊपर के मेन्यू में उप-प्रविष्टियाँ नहीं होतीं।' },
  menuIdTwice: {
    en: 'An entry appears twice in the menus.',
    hi: 'एक प्रविष्टि मेन्यू में दो बार है।',
  },
  noteTooLong: {
    en: 'Please keep the note to {max} characters or fewer.',
    hi: 'कृपया टिप्पणी को {max} अक्षरों तक ही रखें।',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type CheckKey = keyof typeof CHECKS;
export type CheckValues = Readonly<Record<string, string | number>>;

// A check as yup carries it: a plain string (formik and the wire keep strings), which no English
// sentence starts with. Values follow as JSON so a field name with odd characters survives.
const PREFIX = 'check:';
const SAID = /^check:(\w+)(\{.*\})?$/s;
const PLACEHOLDER = /\{(\w+)\}/g;

/** A check's message as a schema says it: the key and its values, for checkText to put in words. */
export const check = (key: CheckKey, values?: CheckValues): string =>
  PREFIX + key + (values ? JSON.stringify(values) : '');

/** Whether a message is a check (and not already words). */
export const isCheck = (message: unknown): message is string =>
  typeof message === 'string' &&
  SAID.test(message) &&
  Object.hasOwn(CHECKS, SAID.exec(message)![1]!);

/** The key of a check message, or null when the message is words already. */
export const checkKeyOf = (message: string | undefined): CheckKey | null =>
  message !== undefined && isCheck(message) ? (SAID.exec(message)![1] as CheckKey) : null;

/** A template with its {placeholders} filled in one pass; a missing value keeps its braces. */
export const fillCheck = (template: string, values: CheckValues = {}): string =>
  template.replace(PLACEHOLDER, (all, name: string) =>
    values[name] === undefined ? all : String(values[name]),
  );

/**
 * The check in the reader's language. Anything that is not a check (a server's words, a
 * console's English problem text) passes through unchanged, so nothing is ever lost.
 */
export function checkText(message: string, language: Language): string;
export function checkText(message: string | undefined, language: Language): string | undefined;
export function checkText(message: string | undefined, language: Language): string | undefined {
  if (message === undefined) return undefined;
  const said = SAID.exec(message);
  const key = said?.[1];
  if (!said || !key || !Object.hasOwn(CHECKS, key)) return message;
  let values: CheckValues;
  try {
    values = said[2] ? (JSON.parse(said[2]) as CheckValues) : {};
  } catch {
    return message;
  }
  return fillCheck(CHECKS[key as CheckKey][language], values);
}

/** The English words of a check (what the service and the English forms say). */
export const englishCheck = (key: CheckKey, values?: CheckValues): string =>
  checkText(check(key, values), 'en');

/** noUnknown's message: yup names the unexpected fields as `unknown`. */
export const unexpectedField = ({ unknown }: { unknown?: unknown }): string =>
  check('unexpectedField', { unknown: String(unknown ?? '') });
