import type { Language } from '../../../shared/domain/languages';
import type { MailMessage } from '../../plugins/mail';
import { fillWords, type ByLanguage, type Words } from '../../plugins/mailWords';

/**
 * What a member is told when the team acts on the account (the Members page and a report's
 * outcome, issue #16 items 4 and 6): what was done and the team's own words, in the member's
 * language (plugins/mailWords.ts; the team's words stay as the team wrote them). Never who
 * reported.
 */
type Kind = 'suspended' | 'photoRemoved' | 'warning';

const QUESTIONS_EN = 'Please contact us if you have any questions.';
const QUESTIONS_HI = 'कोई प्रश्न हो तो कृपया हमसे संपर्क करें।';

export const MEMBER_ACTION_MAIL_WORDS: ByLanguage<Record<Kind, Words>> = {
  en: {
    suspended: {
      subject: 'Your account has been suspended',
      text:
        'Dear {name},\n\nOur team has suspended your account: you cannot log in, and your profile ' +
        `is not shown to other members.\n\nReason: {reason}\n\n${QUESTIONS_EN}`,
    },
    photoRemoved: {
      subject: 'One of your photos has been removed',
      text:
        'Dear {name},\n\nOur team has removed one of your photos from your profile.\n\n' +
        'Reason: {reason}\n\nYou may upload another photo in My Profile: ' +
        `{link}\n\n${QUESTIONS_EN}`,
    },
    warning: {
      subject: 'A warning from our team',
      text:
        'Dear {name},\n\nOur team has looked into a complaint about your account and asks you ' +
        'to take note:\n\n{words}\n\nIf it happens again, your account may be suspended. ' +
        QUESTIONS_EN,
    },
  },
  hi: {
    suspended: {
      subject: 'आपका खाता निलंबित कर दिया गया है',
      text:
        'प्रिय {name} जी,\n\nहमारी टीम ने आपका खाता निलंबित कर दिया है: आप लॉग इन नहीं कर सकते, ' +
        `और आपकी प्रोफ़ाइल दूसरे सदस्यों को नहीं दिखाई जाती।\n\nकारण: {reason}\n\n${QUESTIONS_HI}`,
    },
    photoRemoved: {
      subject: 'आपकी एक फ़ोटो हटा दी गई है',
      text:
        'प्रिय {name} जी,\n\nहमारी टीम ने आपकी प्रोफ़ाइल से आपकी एक फ़ोटो हटा दी है।\n\n' +
        'कारण: {reason}\n\nआप "मेरी प्रोफ़ाइल" (My Profile) में दूसरी फ़ोटो लगा सकते हैं: ' +
        `{link}\n\n${QUESTIONS_HI}`,
    },
    warning: {
      subject: 'हमारी टीम की ओर से चेतावनी',
      text:
        'प्रिय {name} जी,\n\nहमारी टीम ने आपके खाते के बारे में आई एक शिकायत की जांच की है और ' +
        'आपसे इस पर ध्यान देने को कहती है:\n\n{words}\n\nऐसा फिर हुआ तो आपका खाता निलंबित किया ' +
        `जा सकता है। ${QUESTIONS_HI}`,
    },
  },
};

export const suspendedMail = (
  to: string,
  name: string,
  reason: string,
  language: Language,
): MailMessage => ({
  to,
  ...fillWords(MEMBER_ACTION_MAIL_WORDS[language].suspended, { name, reason }),
});

export const photoRemovedMail = (
  to: string,
  name: string,
  reason: string,
  siteOrigin: string,
  language: Language,
): MailMessage => ({
  to,
  ...fillWords(MEMBER_ACTION_MAIL_WORDS[language].photoRemoved, {
    name,
    reason,
    link: `${siteOrigin}/my_profile`,
  }),
});

export const warningMail = (
  to: string,
  name: string,
  words: string,
  language: Language,
): MailMessage => ({
  to,
  ...fillWords(MEMBER_ACTION_MAIL_WORDS[language].warning, { name, words }),
});
