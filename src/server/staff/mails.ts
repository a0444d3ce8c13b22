import type { Language } from '../../shared/domain/languages';
import type { MailMessage } from '../plugins/mail';
import { fillWords, type ByLanguage, type Words } from '../plugins/mailWords';

/** The desk's mail to a member, in the member's language (plugins/mailWords.ts). */
export const DESK_MAIL_WORDS: ByLanguage<Record<'changesAsked', Words>> = {
  en: {
    changesAsked: {
      subject: 'Please update your registration',
      text:
        'Dear {name},\n\nOur team has looked at your registration and needs a few changes before ' +
        'it can be verified:\n\n{changes}\n\nPlease log in with your email address and password, ' +
        'make the changes in My Profile and save them; your registration then comes back to our ' +
        'team.',
    },
  },
  hi: {
    changesAsked: {
      subject: 'कृपया अपने पंजीकरण में बदलाव करें',
      text:
        'प्रिय {name} जी,\n\nहमारी टीम ने आपका पंजीकरण देखा है; सत्यापन से पहले इसमें कुछ बदलाव ' +
        'ज़रूरी हैं:\n\n{changes}\n\nकृपया अपने ईमेल पते और पासवर्ड से लॉग इन करें, "मेरी ' +
        'प्रोफ़ाइल" (My Profile) में ये बदलाव करके सहेजें; उसके बाद आपका पंजीकरण फिर से हमारी टीम ' +
        'के पास आ जाएगा।',
    },
  },
};

/** The desk asks a member to change the registration before it can be verified. */
export const changesAskedMail = (
  to: string,
  name: string,
  text: string,
  language: Language,
): MailMessage => ({
  to,
  ...fillWords(DESK_MAIL_WORDS[language].changesAsked, { name, changes: text }),
});
