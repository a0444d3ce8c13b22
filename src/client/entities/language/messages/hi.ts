import type { MessageId } from './en';

/**
 * The Hindi catalogue: the same keys and placeholders as en.ts, in the Hindi the trust's families
 * speak (docs/glossary.md), not a word-for-word rendering. Loaded only in Hindi (a chunk of its own).
 */
export const hi: Record<MessageId, string> = {
  'language.switch': 'भाषा',

  'header.menu': 'मेन्यू',
  'header.quickLinks': 'मुख्य लिंक',
  'header.accountNav': 'खाता',
  'header.memberNav': 'सदस्य',
  'header.memberId': 'सदस्य क्रमांक:',
  'header.logout': 'लॉग आउट',
  'header.dismiss': 'ठीक है',
  'header.link.Login': 'लॉग इन',
  'header.link.New Registration': 'नया पंजीकरण',
  'header.link.Dashboard': 'डैशबोर्ड',
  'header.link.My Profile': 'मेरी प्रोफ़ाइल',
  'header.link.Notifications': 'सूचनाएँ',
  'header.search': 'साइट में खोजें',
  'header.searchButton': 'खोजें',

  'footer.contact': 'संपर्क करें',
  'footer.newTab': '(नए टैब में खुलेगा)',

  'login.title': 'सदस्य लॉग इन',
  'login.tabLogin': 'लॉग इन',
  'login.tabForgot': 'पासवर्ड भूल गए',
  'login.loggedInAs': 'आप {name} के नाम से लॉग इन हैं।',
  'login.toDashboard': 'अपने डैशबोर्ड पर जाएँ',
  'login.formName': 'लॉग इन',
  'login.email': 'ईमेल',
  'login.password': 'पासवर्ड',
  'login.submit': 'लॉग इन करें',
  'login.takingYouOn': 'बस एक पल में आगे ले चलते हैं।',
  'login.continueNow': 'अभी आगे बढ़ें',

  'forgot.formName': 'पासवर्ड भूल गए',
  'forgot.intro': 'पंजीकरण के समय दिया गया ईमेल लिखें। हम उस पर {digits} अंकों का कोड (ओटीपी) भेजेंगे।',
  'forgot.email': 'पंजीकृत ईमेल',
  'forgot.submit': 'कोड भेजें',

  'busy.wait': 'कृपया प्रतीक्षा करें…',
  'busy.sending': 'भेजा जा रहा है…',
  'busy.loggingIn': 'लॉग इन हो रहा है…',
  'busy.sendingOtp': 'कोड भेजा जा रहा है…',
  'busy.verifyingOtp': 'कोड जाँचा जा रहा है…',
  'busy.resendingOtp': 'नया कोड भेजा जा रहा है…',
  'busy.savingPassword': 'आपका पासवर्ड सहेजा जा रहा है…',

  'seed.meaning': 'अर्थ:',
  'seed.fillBlank': 'खाली जगहें भरें।',
  'seed.loginOk': 'आप लॉग इन हो गए हैं।',
  'seed.loginFailed': 'ईमेल या पासवर्ड सही नहीं है।',
  'seed.otpInvalid': 'कोड सही नहीं है।',
  'seed.otpOk': 'कोड सही है, कृपया थोड़ा रुकें।',
  'seed.otpResent': 'नया कोड भेज दिया गया है।',
  'seed.otpResendFailed': 'कोड नहीं भेजा जा सका; ईमेल जाँचें या हमसे संपर्क करें।',
  'seed.notLoggedIn': 'आगे बढ़ने के लिए कृपया लॉग इन करें।',
  'seed.networkError': 'साइट तक नहीं पहुँच पाए। अपना इंटरनेट जाँचकर फिर से कोशिश करें।',
};
