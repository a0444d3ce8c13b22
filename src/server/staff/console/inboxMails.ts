import { peopleDateTime } from '../../../shared/domain/peopleDates';
import type { MailMessage } from '../../plugins/mail';
import { SIGN_OFF } from '../mails';

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

/** The team's reply to a Write to Us message: plain text, the writer's message quoted below. */
export const inboxReplyMail = (original: Original, text: string): MailMessage => ({
  to: original.email,
  subject: 'Reply to your message to the Samaj Trust',
  text:
    `Dear ${original.name},\n\n${text}${SIGN_OFF}\n\n` +
    `On ${peopleDateTime(original.received_at)} you wrote:\n\n${quoted(original.message)}\n`,
});
