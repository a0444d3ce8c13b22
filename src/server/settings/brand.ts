import type { MailBrand } from '../plugins/mail';
import type { Db } from '../plugins/db';
import { readSettings } from './repositories/settings';

export type { MailBrand };

/** What the mails take from the site's settings; the mailer reads it for each mail it sends. */
export async function readMailBrand(db: Db): Promise<MailBrand> {
  const s = await readSettings(db);
  return { senderName: s.mail_sender_name, signOff: s.mail_sign_off };
}
