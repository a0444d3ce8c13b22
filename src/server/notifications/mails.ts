import { NOTIFICATION_SPECS, type NotificationKind } from '../../shared/domain/notifications';
import type { MailMessage } from '../plugins/mail';

/**
 * The notification mails: plain and short. They name nobody and carry no detail of the other
 * member (a decline says only that); each links to the screen that shows the rest after login,
 * and to the settings where the member can turn it off. A new interest quotes the sender's note,
 * if they wrote one: their own words, meant for this receiver (requirements §4.5.5).
 */
export type MailKind =
  'interestReceived' | 'interestAccepted' | 'interestDeclined' | 'interestExpiring';

const WORDS: Record<MailKind, { subject: string; body: string }> = {
  interestReceived: {
    subject: 'A member is interested in your profile',
    body: 'A member has sent you an interest request. Log in and open Interested Members to accept or decline it.',
  },
  interestAccepted: {
    subject: 'Your interest request was accepted',
    body: 'A member has accepted your interest request. Log in and open Interested Members to view their profile.',
  },
  interestDeclined: {
    subject: 'Your interest request was declined',
    body: 'A member has declined your interest request.',
  },
  interestExpiring: {
    subject: 'An interest request to you expires in 7 days',
    body: 'A member sent you an interest request that expires in 7 days. Log in and open Interested Members to accept or decline it before then.',
  },
};

export const isMailKind = (kind: NotificationKind): kind is MailKind => kind in WORDS;

/** The member's screen at the site's address (config.siteOriginOf). */
export const screenLink = (siteOrigin: string, screen: string): string => `${siteOrigin}/${screen}`;

export function noticeMail(
  notice: { to: string; name: string; kind: MailKind; note?: string },
  siteOrigin: string,
): MailMessage {
  const words = WORDS[notice.kind];
  const link = screenLink(siteOrigin, NOTIFICATION_SPECS[notice.kind].screen);
  const note = notice.note ? `\n\nTheir note to you:\n"${notice.note}"` : '';
  return {
    to: notice.to,
    subject: words.subject,
    text:
      `Dear ${notice.name},\n\n${words.body}${note}\n\n${link}` +
      `\n\nYou can choose which of these mails you get under Notification settings: ` +
      `${screenLink(siteOrigin, 'notifications')}`,
  };
}
