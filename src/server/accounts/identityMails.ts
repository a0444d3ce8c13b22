import type { Language } from '../../shared/domain/languages';
import type { MailMessage } from '../plugins/mail';
import { fillWords, type ByLanguage, type Words } from '../plugins/mailWords';

/** The mails of a change of email or mobile, in the member's language (plugins/mailWords.ts). */
type Kind =
  'confirmEmail' | 'emailChangeAsked' | 'emailChanged' | 'contactTakenAttempt' | 'mobileChanged';

const NOT_YOU_EN =
  'If you did not ask for this, please change your password at once and contact us.';
const NOT_YOU_HI = 'अगर यह आपने नहीं मांगा था, तो कृपया तुरंत अपना पासवर्ड बदलें और हमसे संपर्क करें।';

export const IDENTITY_MAIL_WORDS: ByLanguage<Record<Kind, Words>> = {
  en: {
    confirmEmail: {
      subject: 'Please confirm your new email address',
      text:
        'Dear {name},\n\nPlease open this link to make this address the email you log in with:\n\n' +
        '{link}\n\nThe link works for {hours} hours. Until it is opened your email stays as it ' +
        'was. If you did not ask for this, you can ignore this mail.',
    },
    emailChangeAsked: {
      subject: 'A change of your email address was asked',
      text:
        'Dear {name},\n\nSomeone logged in to your account asked to change its email address to ' +
        '{newEmail}. The change happens only when the link we sent to that address is opened.' +
        `\n\n${NOT_YOU_EN}`,
    },
    emailChanged: {
      subject: 'Your email address has been changed',
      text:
        'Dear {name},\n\nThe email address of your account is now {newEmail}; this address ' +
        `will no longer be used.\n\n${NOT_YOU_EN}`,
    },
    contactTakenAttempt: {
      subject: 'Someone tried to use your email address or mobile number',
      text:
        "Dear {name},\n\nA member just tried to change their account's email address or mobile " +
        'number to yours. Nothing has changed on your account, and they were not told it is ' +
        'yours. If you know nothing of this, you can ignore this mail.',
    },
    mobileChanged: {
      subject: 'Your mobile number has been changed',
      text:
        'Dear {name},\n\nThe mobile number of your account has been changed to {mobile}.' +
        `\n\n${NOT_YOU_EN}`,
    },
  },
  hi: {
    confirmEmail: {
      subject: 'कृपया अपने नए ईमेल पते की पुष्टि करें',
      text:
        'प्रिय {name} जी,\n\nइस पते को लॉग इन का ईमेल बनाने के लिए कृपया यह लिंक खोलें:\n\n' +
        '{link}\n\nयह लिंक {hours} घंटे तक काम करेगा। जब तक इसे खोला नहीं जाता, आपका ईमेल ' +
        'पहले जैसा ही रहेगा। अगर आपने यह नहीं मांगा था, तो इस मेल को अनदेखा कर दें।',
    },
    emailChangeAsked: {
      subject: 'आपका ईमेल पता बदलने का अनुरोध किया गया है',
      text:
        'प्रिय {name} जी,\n\nआपके खाते में लॉग इन किसी व्यक्ति ने उसका ईमेल पता बदलकर {newEmail} ' +
        'करने का अनुरोध किया है। यह बदलाव तभी होगा जब उस पते पर भेजा गया लिंक खोला जाएगा।' +
        `\n\n${NOT_YOU_HI}`,
    },
    emailChanged: {
      subject: 'आपका ईमेल पता बदल दिया गया है',
      text:
        'प्रिय {name} जी,\n\nआपके खाते का ईमेल पता अब {newEmail} है; इस पते का उपयोग अब नहीं ' +
        `किया जाएगा।\n\n${NOT_YOU_HI}`,
    },
    contactTakenAttempt: {
      subject: 'किसी ने आपका ईमेल पता या मोबाइल नंबर इस्तेमाल करने की कोशिश की',
      text:
        'प्रिय {name} जी,\n\nएक सदस्य ने अभी अपने खाते का ईमेल पता या मोबाइल नंबर बदलकर आपका ' +
        'करने की कोशिश की। आपके खाते में कुछ नहीं बदला है, और उन्हें यह नहीं बताया गया कि यह ' +
        'आपका है। अगर आपको इसकी कोई जानकारी नहीं है, तो इस मेल को अनदेखा कर दें।',
    },
    mobileChanged: {
      subject: 'आपका मोबाइल नंबर बदल दिया गया है',
      text:
        'प्रिय {name} जी,\n\nआपके खाते का मोबाइल नंबर बदलकर {mobile} कर दिया गया है।' +
        `\n\n${NOT_YOU_HI}`,
    },
  },
};

const mail = (
  to: string,
  language: Language,
  kind: Kind,
  values: Record<string, string | number>,
): MailMessage => ({ to, ...fillWords(IDENTITY_MAIL_WORDS[language][kind], values) });

/** To the new address: the link that makes it the login email. */
export const confirmEmailMail = (
  to: string,
  name: string,
  link: string,
  hours: number,
  language: Language,
): MailMessage => mail(to, language, 'confirmEmail', { name, link, hours });

/** To the current address, as soon as a change is asked (a session thief cannot hide it). */
export const emailChangeAskedMail = (
  to: string,
  name: string,
  newEmail: string,
  language: Language,
): MailMessage => mail(to, language, 'emailChangeAsked', { name, newEmail });

/** To the old address once the link was opened. */
export const emailChangedMail = (
  to: string,
  name: string,
  newEmail: string,
  language: Language,
): MailMessage => mail(to, language, 'emailChanged', { name, newEmail });

/** To the holder of an address or number another member tried to move onto their account. */
export const contactTakenAttemptMail = (
  to: string,
  name: string,
  language: Language,
): MailMessage => mail(to, language, 'contactTakenAttempt', { name });

export const mobileChangedMail = (
  to: string,
  name: string,
  mobile: string,
  language: Language,
): MailMessage => mail(to, language, 'mobileChanged', { name, mobile });
