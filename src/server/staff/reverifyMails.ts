import type { Language } from '../../shared/domain/languages';
import type { MailMessage } from '../plugins/mail';
import { fillWords, type ByLanguage, type Words } from '../plugins/mailWords';

/** "Name: Asha Goyal\nGender: Female\n…": the values a mail names, one a line. */
export const valueLines = (values: readonly { label: string; value: string }[]): string =>
  values.map((v) => `${v.label}: ${v.value}`).join('\n');

/**
 * The re-verification of a changed name, gender or date of birth, in the member's language
 * (plugins/mailWords.ts). The lines keep the profile's labels and values as stored.
 */
export const REVERIFY_MAIL_WORDS: ByLanguage<Record<'approved' | 'reverted', Words>> = {
  en: {
    approved: {
      subject: 'Your changes have been checked',
      text:
        'Dear {name},\n\nOur team has checked the changes to your profile. Other members now ' +
        'see:\n\n{lines}',
    },
    reverted: {
      subject: 'About the changes to your profile',
      text:
        'Dear {name},\n\nOur team could not confirm the changes you made to your name, gender or ' +
        'date of birth, so they have not been made. Your profile keeps:\n\n{lines}\n\nIf these ' +
        'details are wrong, please contact us.',
    },
  },
  hi: {
    approved: {
      subject: 'आपके बदलावों की जांच हो गई है',
      text:
        'प्रिय {name} जी,\n\nहमारी टीम ने आपकी प्रोफ़ाइल में किए गए बदलावों की जांच कर ली है। ' +
        'अब दूसरे सदस्यों को यह दिखता है:\n\n{lines}',
    },
    reverted: {
      subject: 'आपकी प्रोफ़ाइल में किए गए बदलावों के बारे में',
      text:
        'प्रिय {name} जी,\n\nआपने अपने नाम, लिंग या जन्म तिथि में जो बदलाव किए थे, हमारी टीम ' +
        'उनकी पुष्टि नहीं कर सकी, इसलिए वे बदलाव लागू नहीं किए गए हैं। आपकी प्रोफ़ाइल में यही ' +
        'रहेगा:\n\n{lines}\n\nअगर ये जानकारियां गलत हैं, तो कृपया हमसे संपर्क करें।',
    },
  },
};

export const identityApprovedMail = (
  to: string,
  name: string,
  lines: string,
  language: Language,
): MailMessage => ({ to, ...fillWords(REVERIFY_MAIL_WORDS[language].approved, { name, lines }) });

export const identityRevertedMail = (
  to: string,
  name: string,
  lines: string,
  language: Language,
): MailMessage => ({ to, ...fillWords(REVERIFY_MAIL_WORDS[language].reverted, { name, lines }) });
