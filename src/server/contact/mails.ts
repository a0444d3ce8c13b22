import type { ContactForm } from '../../shared/domain/schemas/contact';
import type { MailMessage } from '../plugins/mail';

/** A new Write to Us message as stored, with its id (the console's link). */
export type NoticeOf = ContactForm & { id: number };

/**
 * Tells the trust office of a new Write to Us message, with the link that opens it in the team
 * console (signing in first). The writer's words are plain text, quoted as sent.
 */
export const officeNoticeMail = (to: string, siteOrigin: string, m: NoticeOf): MailMessage => ({
  to,
  // To the trust's own office: no sign-off.
  unsigned: true,
  subject: `Write to Us: a message from ${m._name}`,
  text:
    `A new message has come through the Write to Us form.\n\n` +
    `Name: ${m._name}\nContact no.: ${m.contact_no}\nEmail: ${m.email || 'not given'}\n\n` +
    `Message:\n${m.message}\n\n` +
    `Open it in the team console to reply or mark it handled:\n` +
    `${siteOrigin}/team/inbox/${m.id}\n`,
});
