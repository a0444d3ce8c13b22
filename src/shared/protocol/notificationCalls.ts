/**
 * The member's notifications (issue 14, item 10), spread into the protocol registry
 * (registry.ts): the bell's list and unread count, marking read, and which mails the member
 * gets. Every call is a member call: it reads or changes only the caller's own rows.
 */
import type { NotificationKind } from '../domain/notifications';
import type { CallSpec } from './registry';
import type { ActionAnswer } from './types';

const memberCall = <Req extends Record<string, string>, Res>(spec: CallSpec<Req, Res>) => spec;

type Fields<K extends string> = Record<K, string>;
type Token = { local_token: string };

/** One line of the bell's list; `screen` is the member screen it leads to. */
export interface NotificationItem {
  id: string;
  kind: NotificationKind;
  text: string;
  screen: string;
  created_at: string;
  read: boolean;
}

export interface NotificationsAnswer {
  unread: number;
  /** Newest first, at most 50. */
  items: NotificationItem[];
}

/** The mails a member may turn off: '1' sent, '0' not sent. */
export type MailSettingField =
  | 'mail_interest_received'
  | 'mail_interest_accepted'
  | 'mail_interest_declined'
  | 'mail_interest_expiring';

export type NotificationSettings = Record<MailSettingField, '1' | '0'>;

const SETTING_FIELDS = [
  'mail_interest_received',
  'mail_interest_accepted',
  'mail_interest_declined',
  'mail_interest_expiring',
] as const satisfies readonly MailSettingField[];

export const notificationCalls = {
  getNotifications: memberCall<Token, NotificationsAnswer>({
    access: 'member',
    kind: 'data',
    answer:
      'NotificationsAnswer: { unread, items: NotificationItem[] } — items { id, kind, text, screen, created_at, read }, newest first, at most 50',
    onlyCms: false,
    required: ['local_token'],
    optional: [],
    summary: "The caller's notifications and how many are unread (the header's bell).",
    example: { local_token: '…' },
  }),
  markNotificationRead: memberCall<Token & Fields<'notification_id'>, ActionAnswer>({
    access: 'member',
    kind: 'action',
    answer: "001 'Marked as read.'; 0 when the caller has no such notification",
    onlyCms: false,
    required: ['local_token', 'notification_id'],
    optional: [],
    summary: 'Marks one of the caller’s notifications read.',
    example: { local_token: '…', notification_id: '7' },
  }),
  markAllNotificationsRead: memberCall<Token, ActionAnswer>({
    access: 'member',
    kind: 'action',
    answer: "001 'All notifications marked as read.'",
    onlyCms: false,
    required: ['local_token'],
    optional: [],
    summary: 'Marks every notification of the caller read.',
    example: { local_token: '…' },
  }),
  getNotificationSettings: memberCall<Token, NotificationSettings>({
    access: 'member',
    kind: 'data',
    answer: "NotificationSettings: each mail_* field '1' (mail sent) or '0' (not sent)",
    onlyCms: false,
    required: ['local_token'],
    optional: [],
    summary: 'Which notification mails the caller gets. Codes and security mails are always sent.',
    example: { local_token: '…' },
  }),
  saveNotificationSettings: memberCall<Token & Fields<MailSettingField>, ActionAnswer>({
    access: 'member',
    kind: 'action',
    answer: "001 'Your notification settings were saved.'; -10 when a field is not '1' or '0'",
    onlyCms: false,
    required: ['local_token', ...SETTING_FIELDS],
    optional: [],
    summary:
      'Turns each notification mail on (1) or off (0). The notifications are listed in the site either way.',
    example: {
      local_token: '…',
      mail_interest_received: '1',
      mail_interest_accepted: '1',
      mail_interest_declined: '0',
      mail_interest_expiring: '1',
    },
  }),
};
