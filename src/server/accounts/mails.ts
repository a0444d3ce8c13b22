import { PHOTO_LINK_DAYS, VERIFICATION_WORKING_DAYS } from '../../shared/domain/afterRegistration';
import type { Language } from '../../shared/domain/languages';
import type { MailMessage } from '../plugins/mail';
import { fillWords, type ByLanguage, type Words } from '../plugins/mailWords';

/**
 * The site's mails: plain, short, and carrying nothing private beyond what each one needs.
 * `name` is the member's first name; `language` the member's (members.language), each mail's
 * words are its entry in WORDS (plugins/mailWords.ts).
 */
type Kind =
  | 'otp'
  | 'passwordChanged'
  | 'registrationReceived'
  | 'officeWelcome'
  | 'verified'
  | 'verifiedByOffice'
  | 'rejected'
  | 'registrationAttempt';

export const ACCOUNT_MAIL_WORDS: ByLanguage<Record<Kind, Words>> = {
  en: {
    otp: {
      subject: 'Your one-time code',
      text:
        'Your one-time code to reset your password is {code}.\n\n' +
        'It is valid for {minutes} minutes. If you did not ask for it, you can ignore this mail; ' +
        'your password stays as it is.',
    },
    passwordChanged: {
      subject: 'Your password has been changed',
      text:
        'Dear {name},\n\nThe password of your account has just been changed, and every device ' +
        'that was logged in has been logged out.\n\nIf you did not do this, please contact us ' +
        'at once.',
    },
    registrationReceived: {
      subject: 'We have received your registration',
      text:
        'Dear {name},\n\nThank you for registering. Our team will check your biodata and call ' +
        'your reference persons; this usually takes {days} working days. We ' +
        'will write to you once it is done. Until then you cannot log in.\n\n' +
        'Add your photos: {link}\n\nThis link works for {linkDays} days. Your photos ' +
        "stay private: only the trust's team sees them until you are verified.",
    },
    officeWelcome: {
      subject: 'The trust office has registered your biodata',
      text:
        'Dear {name},\n\nThe trust office has registered your biodata on our site with this email ' +
        'address. Our team will verify the registration and write to you once it is done; until ' +
        'then you cannot log in.\n\nThe office did not choose a password for you. Once you are ' +
        'verified, set your own password with "Forgot password" on the login page:\n{link}' +
        '\n\nIf you did not ask the trust to register you, please contact us.',
    },
    verified: {
      subject: 'Your registration has been verified',
      text:
        'Dear {name},\n\nYour registration has been verified; your member number is {memNo}. ' +
        'You can now log in with your email address and password.',
    },
    verifiedByOffice: {
      subject: 'Your registration has been verified',
      text:
        'Dear {name},\n\nYour registration has been verified; your member number is {memNo}. ' +
        'The trust office registered you, so you have no password yet: set your own with ' +
        '"Forgot password" on the login page, then log in with your email address and it.',
    },
    rejected: {
      subject: 'About your registration',
      text:
        'Dear {name},\n\nOur team could not verify your registration.\n\nReason: {reason}\n\n' +
        'Please contact us if you have any questions.',
    },
    registrationAttempt: {
      subject: 'Someone tried to register with your address',
      text:
        'Dear {name},\n\nSomeone just tried to register a new account on our site with your ' +
        'email address or mobile number. You already have an account: if it was you, please log ' +
        'in, or use Forgot password on the login page. If it was not you, you can ignore this ' +
        'mail; nothing has changed.',
    },
  },
  hi: {
    otp: {
      subject: 'आपका ओटीपी (एक बार का कोड)',
      text:
        'पासवर्ड बदलने के लिए आपका ओटीपी (एक बार का कोड) {code} है।\n\n' +
        'यह {minutes} मिनट तक मान्य है। अगर आपने यह कोड नहीं मांगा था, तो इस मेल को अनदेखा ' +
        'कर दें; आपका पासवर्ड जैसा है वैसा ही रहेगा।',
    },
    passwordChanged: {
      subject: 'आपका पासवर्ड बदल दिया गया है',
      text:
        'प्रिय {name} जी,\n\nआपके खाते का पासवर्ड अभी-अभी बदला गया है, और जिन-जिन डिवाइस पर ' +
        'आप लॉग इन थे, उन सब पर लॉग आउट कर दिया गया है।\n\nअगर यह आपने नहीं किया, तो कृपया ' +
        'तुरंत हमसे संपर्क करें।',
    },
    registrationReceived: {
      subject: 'आपका पंजीकरण हमें मिल गया है',
      text:
        'प्रिय {name} जी,\n\nपंजीकरण के लिए धन्यवाद। हमारी टीम आपका बायोडाटा जांचेगी और आपके ' +
        'परिचित व्यक्तियों (संदर्भ) से फ़ोन पर बात करेगी; इसमें आमतौर पर {days} कार्य दिवस लगते ' +
        'हैं। सत्यापन होते ही हम आपको लिखेंगे। तब तक आप लॉग इन नहीं कर सकते।\n\n' +
        'अपनी फ़ोटो जोड़ें: {link}\n\nयह लिंक {linkDays} दिन तक काम करेगा। आपकी फ़ोटो निजी ' +
        'रहेंगी: सत्यापन होने तक उन्हें केवल ट्रस्ट की टीम देखती है।',
    },
    officeWelcome: {
      subject: 'ट्रस्ट कार्यालय ने आपका बायोडाटा पंजीकृत किया है',
      text:
        'प्रिय {name} जी,\n\nट्रस्ट कार्यालय ने इसी ईमेल पते के साथ हमारी साइट पर आपका बायोडाटा ' +
        'पंजीकृत किया है। हमारी टीम पंजीकरण का सत्यापन करेगी और होते ही आपको लिखेगी; तब तक आप ' +
        'लॉग इन नहीं कर सकते।\n\nकार्यालय ने आपके लिए कोई पासवर्ड नहीं रखा है। सत्यापन के बाद ' +
        'लॉग इन पेज पर "पासवर्ड भूल गए" से अपना पासवर्ड बनाएं:\n{link}' +
        '\n\nअगर आपने ट्रस्ट से अपना पंजीकरण करने को नहीं कहा था, तो कृपया हमसे संपर्क करें।',
    },
    verified: {
      subject: 'आपके पंजीकरण का सत्यापन हो गया है',
      text:
        'प्रिय {name} जी,\n\nआपके पंजीकरण का सत्यापन हो गया है; आपका सदस्य क्रमांक {memNo} है। ' +
        'अब आप अपने ईमेल पते और पासवर्ड से लॉग इन कर सकते हैं।',
    },
    verifiedByOffice: {
      subject: 'आपके पंजीकरण का सत्यापन हो गया है',
      text:
        'प्रिय {name} जी,\n\nआपके पंजीकरण का सत्यापन हो गया है; आपका सदस्य क्रमांक {memNo} है। ' +
        'आपका पंजीकरण ट्रस्ट कार्यालय ने किया था, इसलिए अभी आपका कोई पासवर्ड नहीं है: लॉग इन ' +
        'पेज पर "पासवर्ड भूल गए" से अपना पासवर्ड बनाएं, फिर अपने ईमेल पते और उसी पासवर्ड से ' +
        'लॉग इन करें।',
    },
    rejected: {
      subject: 'आपके पंजीकरण के बारे में',
      text:
        'प्रिय {name} जी,\n\nहमारी टीम आपके पंजीकरण का सत्यापन नहीं कर सकी।\n\nकारण: {reason}\n\n' +
        'कोई प्रश्न हो तो कृपया हमसे संपर्क करें।',
    },
    registrationAttempt: {
      subject: 'किसी ने आपके ईमेल या मोबाइल से पंजीकरण करने की कोशिश की',
      text:
        'प्रिय {name} जी,\n\nकिसी ने अभी हमारी साइट पर आपके ईमेल पते या मोबाइल नंबर से नया ' +
        'खाता बनाने की कोशिश की। आपका खाता पहले से है: अगर यह आप ही थे, तो कृपया लॉग इन करें, ' +
        'या लॉग इन पेज पर "पासवर्ड भूल गए" का उपयोग करें। अगर यह आप नहीं थे, तो इस मेल को ' +
        'अनदेखा कर दें; कुछ भी नहीं बदला है।',
    },
  },
};

const mail = (
  to: string,
  language: Language,
  kind: Kind,
  values: Record<string, string | number>,
): MailMessage => ({ to, ...fillWords(ACCOUNT_MAIL_WORDS[language][kind], values) });

export const otpMail = (
  to: string,
  code: string,
  minutes: number,
  language: Language,
): MailMessage => mail(to, language, 'otp', { code, minutes });

export const passwordChangedMail = (to: string, name: string, language: Language): MailMessage =>
  mail(to, language, 'passwordChanged', { name });

/**
 * The thank-you of a member's own registration, with the link that lets her add photos while she
 * waits (issue #15 item 7): the only way in before verification, so it says how long it works.
 */
export const registrationReceivedMail = (
  to: string,
  name: string,
  photosLink: string,
  language: Language,
): MailMessage =>
  mail(to, language, 'registrationReceived', {
    name,
    link: photosLink,
    days: VERIFICATION_WORKING_DAYS,
    linkDays: PHOTO_LINK_DAYS,
  });

/**
 * The welcome of a registration the trust office entered (issue #16 item 9). The office never
 * chose a password: the member sets one with Forgot password, which opens once verified.
 */
export const officeWelcomeMail = (
  to: string,
  name: string,
  loginLink: string,
  language: Language,
): MailMessage => mail(to, language, 'officeWelcome', { name, link: loginLink });

/**
 * A member the trust office registered has no password of her own yet (officeWelcomeMail): her
 * mail says how to set one instead of "log in with your password".
 */
export const verifiedMail = (
  to: string,
  name: string,
  memNo: number,
  language: Language,
  byOffice = false,
): MailMessage => mail(to, language, byOffice ? 'verifiedByOffice' : 'verified', { name, memNo });

export const rejectedMail = (
  to: string,
  name: string,
  reason: string,
  language: Language,
): MailMessage => mail(to, language, 'rejected', { name, reason });

/** To the holder of an email or mobile someone tried to register again (requirements §6). */
export const registrationAttemptMail = (
  to: string,
  name: string,
  language: Language,
): MailMessage => mail(to, language, 'registrationAttempt', { name });
