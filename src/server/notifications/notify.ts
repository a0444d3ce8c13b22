import type { Language } from '../../shared/domain/languages';
import type { NotificationKind } from '../../shared/domain/notifications';
import { findMemberById } from '../accounts';
import type { Db } from '../plugins/db';
import type { Mailer } from '../plugins/mail';
import { isMailKind, noticeMail, type MailKind } from './mails';
import { insertNotification } from './repositories/notifications';
import { mailOffKinds } from './repositories/settings';

/** A mail a notification owes the member, sent by the caller once its transaction commits. */
export interface Notice {
  to: string;
  name: string;
  kind: MailKind;
  /** The member's language (members.language), which the mail is written in. */
  language: Language;
  /** The sender's note, quoted in the interest mail (requirements §4.5.5). */
  note?: string;
}

export interface NotifyData {
  at: Date;
  /** The interest request it is about. */
  requestId?: number;
  /** The note sent with a new interest, if any. */
  note?: string | null;
}

/**
 * Records a notification for the member (listed in the site whatever the mail settings say) and
 * answers the mail it owes: null when the member turned that mail off, or for the desk's kinds,
 * whose account mails the desk sends itself. `db` may be a transaction.
 */
export async function notify(
  db: Db,
  memberId: number,
  kind: NotificationKind,
  data: NotifyData,
): Promise<Notice | null> {
  await insertNotification(db, {
    member_id: memberId,
    kind,
    request_id: data.requestId ?? null,
    created_at: data.at.toISOString(),
  });
  if (!isMailKind(kind)) return null;
  if ((await mailOffKinds(db, memberId)).has(kind)) return null;
  const member = await findMemberById(db, memberId);
  if (!member) return null;
  const notice: Notice = {
    to: member.email_id,
    name: member.first_name,
    kind,
    language: member.language,
  };
  return data.note ? { ...notice, note: data.note } : notice;
}

/** Sends a notice's mail, if any (after the commit that recorded it). */
export function sendNotice(
  deps: { mail: Mailer; siteOrigin: string },
  notice: Notice | null,
): void {
  if (notice) deps.mail.send(noticeMail(notice, deps.siteOrigin));
}
