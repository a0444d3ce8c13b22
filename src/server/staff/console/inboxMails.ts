import { peopleDateTime } from '../../../shared/domain/peopleDates';
import type { MailMessage } from '../../plugins/mail';

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
 * The team's reply to a Write to Us message: plain text, the trust's sign-off (added by the
 * mailer), the writer's message quoted below it. `trust` is the short name of the site's settings.
 */
export const inboxReplyMail = (original: Original, text: string, trust: string): MailMessage => ({
  to: original.email,
  subject: trust ? `Reply to your message to the ${trust}` : 'Reply to your message',
  text: `Dear ${original.name},\n\n${text}`,
  after: `On ${peopleDateTime(original.received_at)} you wrote:\n\n${quoted(original.message)}\n`,
});
