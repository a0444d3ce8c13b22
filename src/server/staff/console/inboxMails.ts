import type { Language } from '../../../shared/domain/languages';
import { peopleDateTime } from '../../../shared/domain/peopleDates';
import type { MailMessage } from '../../plugins/mail';
import { fill, type ByLanguage } from '../../plugins/mailWords';

/** The message a reply answers, as the writer sent it. */
export interface Original {
  name: string;
  email: string;
  message: string;
  received_at: string;
}

/** "> " before every line, as mail programs quote the message a reply answers. */
export const quoted = (text: string): string =>
  text
    .split(/\r?\n/)
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');

/**
 * The words around the team's reply (plugins/mailWords.ts): in Hindi when the writer is a member
 * who reads the site in Hindi, else in English (a visitor's language is not known). The team's
 * own words and the writer's message stay as written.
 */
export const INBOX_MAIL_WORDS: ByLanguage<{
  subject: string;
  subjectOfTrust: string;
  text: string;
  after: string;
}> = {
  en: {
    subject: 'Reply to your message',
    subjectOfTrust: 'Reply to your message to the {trust}',
    text: 'Dear {name},\n\n{reply}',
    after: 'On {date} you wrote:\n\n{quoted}\n',
  },
  hi: {
    subject: 'आपके संदेश का उत्तर',
    subjectOfTrust: '{trust} को भेजे गए आपके संदेश का उत्तर',
    text: 'प्रिय {name} जी,\n\n{reply}',
    after: '{date} आपने लिखा था:\n\n{quoted}\n',
  },
};

/** "12 मार्च 2026 को 14:05 बजे" in India's time, as Hindi says when something was written. */
const hindiDateTime = (at: string): string =>
  new Intl.DateTimeFormat('hi-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(at));

/**
 * The team's reply to a Write to Us message: plain text, the trust's sign-off (added by the
 * mailer), the writer's message quoted below it. `trust` is the short name of the site's settings.
 */
export function inboxReplyMail(
  original: Original,
  text: string,
  trust: string,
  language: Language,
): MailMessage {
  const words = INBOX_MAIL_WORDS[language];
  const date =
    language === 'hi' && !Number.isNaN(Date.parse(original.received_at))
      ? hindiDateTime(original.received_at)
      : peopleDateTime(original.received_at);
  return {
    to: original.email,
    subject: trust ? fill(words.subjectOfTrust, { trust }) : words.subject,
    text: fill(words.text, { name: original.name, reply: text }),
    after: fill(words.after, { date, quoted: quoted(original.message) }),
  };
}
