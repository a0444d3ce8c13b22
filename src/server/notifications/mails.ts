import type { Language } from '../../shared/domain/languages';
import { NOTIFICATION_SPECS, type NotificationKind } from '../../shared/domain/notifications';
import type { MailMessage } from '../plugins/mail';
import { fill, type ByLanguage, type Words } from '../plugins/mailWords';

/**
 * The notification mails: plain and short, in the member's language (plugins/mailWords.ts).
 * They name nobody and carry no detail of the other member (a decline says only that); each
 * links to the screen that shows the rest after login, and to the settings where the member can
 * turn it off. A new interest quotes the sender's note, if they wrote one: their own words, meant
 * for this receiver (requirements §4.5.5), quoted as written.
 */
export type MailKind =
  'interestReceived' | 'interestAccepted' | 'interestDeclined' | 'interestExpiring';

interface NoticeWords {
  /** Each kind's subject, and its sentences as `text`. */
  kinds: Record<MailKind, Words>;
  /** The mail around them: {body}, {note} (empty, or `note` filled), {link}, {settingsLink}. */
  frame: string;
  note: string;
}

const INTERESTED_HI = '"रुचि रखने वाले सदस्य" (Interested Members)';

export const NOTICE_MAIL_WORDS: ByLanguage<NoticeWords> = {
  en: {
    kinds: {
      interestReceived: {
        subject: 'A member is interested in your profile',
        text: 'A member has sent you an interest request. Log in and open Interested Members to accept or decline it.',
      },
      interestAccepted: {
        subject: 'Your interest request was accepted',
        text: 'A member has accepted your interest request. Log in and open Interested Members to view their profile.',
      },
      interestDeclined: {
        subject: 'Your interest request was declined',
        text: 'A member has declined your interest request.',
      },
      interestExpiring: {
        subject: 'An interest request to you expires in 7 days',
        text: 'A member sent you an interest request that expires in 7 days. Log in and open Interested Members to accept or decline it before then.',
      },
    },
    frame:
      'Dear {name},\n\n{body}{note}\n\n{link}' +
      '\n\nYou can choose which of these mails you get under Notification settings: ' +
      '{settingsLink}',
    note: '\n\nTheir note to you:\n"{note}"',
  },
  hi: {
    kinds: {
      interestReceived: {
        subject: 'एक सदस्य ने आपकी प्रोफ़ाइल में रुचि दिखाई है',
        text: `एक सदस्य ने आपको रुचि अनुरोध भेजा है। लॉग इन करके ${INTERESTED_HI} खोलें और इसे स्वीकार करें या "रुचि नहीं" चुनें।`,
      },
      interestAccepted: {
        subject: 'आपका रुचि अनुरोध स्वीकार कर लिया गया है',
        text: `एक सदस्य ने आपका रुचि अनुरोध स्वीकार कर लिया है। उनकी प्रोफ़ाइल देखने के लिए लॉग इन करके ${INTERESTED_HI} खोलें।`,
      },
      interestDeclined: {
        subject: 'आपके रुचि अनुरोध का उत्तर: रुचि नहीं',
        text: 'एक सदस्य ने आपके रुचि अनुरोध पर "रुचि नहीं" कहा है।',
      },
      interestExpiring: {
        subject: 'आपको भेजा गया एक रुचि अनुरोध 7 दिन में समाप्त हो जाएगा',
        text: `एक सदस्य ने आपको रुचि अनुरोध भेजा था, जो 7 दिन में समाप्त हो जाएगा। उससे पहले लॉग इन करके ${INTERESTED_HI} खोलें और इसे स्वीकार करें या "रुचि नहीं" चुनें।`,
      },
    },
    frame:
      'प्रिय {name} जी,\n\n{body}{note}\n\n{link}' +
      '\n\nइनमें से कौन-से मेल आपको मिलें, यह आप "सूचना सेटिंग" (Notification settings) में ' +
      'चुन सकते हैं: {settingsLink}',
    note: '\n\nआपके लिए उनका संदेश:\n"{note}"',
  },
};

export const isMailKind = (kind: NotificationKind): kind is MailKind =>
  kind in NOTICE_MAIL_WORDS.en.kinds;

/** The member's screen at the site's address (config.siteOriginOf). */
export const screenLink = (siteOrigin: string, screen: string): string => `${siteOrigin}/${screen}`;

export function noticeMail(
  notice: { to: string; name: string; kind: MailKind; language: Language; note?: string },
  siteOrigin: string,
): MailMessage {
  const table = NOTICE_MAIL_WORDS[notice.language];
  const words = table.kinds[notice.kind];
  return {
    to: notice.to,
    subject: words.subject,
    text: fill(table.frame, {
      name: notice.name,
      body: words.text,
      note: notice.note ? fill(table.note, { note: notice.note }) : '',
      link: screenLink(siteOrigin, NOTIFICATION_SPECS[notice.kind].screen),
      settingsLink: screenLink(siteOrigin, 'notifications'),
    }),
  };
}
