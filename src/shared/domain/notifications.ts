/**
 * What a member is told about, in the site and by mail (issue 14, item 10). One table: the
 * server's notification texts and mails, the client's list and the settings form derive from it.
 */
export const NOTIFICATION_KINDS = [
  'interestReceived',
  'interestAccepted',
  'interestDeclined',
  'interestExpiring',
  'profileVerified',
  'changesAsked',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface NotificationKindSpec {
  /** The line in the bell's list. */
  text: string;
  /** The member screen it leads to (a path of MEMBER_SCREENS). */
  screen: string;
  /**
   * The settings form's field and label when the member may turn its mail off; null when the
   * mail is an account mail the team's desk always sends (like codes and security mails).
   */
  setting: { field: string; label: string } | null;
}

export const NOTIFICATION_SPECS: Record<NotificationKind, NotificationKindSpec> = {
  interestReceived: {
    text: 'A member has sent you an interest request.',
    screen: 'intrested_member',
    setting: { field: 'mail_interest_received', label: 'When a member sends me an interest' },
  },
  interestAccepted: {
    text: 'A member has accepted your interest request.',
    screen: 'intrested_member',
    setting: { field: 'mail_interest_accepted', label: 'When a member accepts my interest' },
  },
  interestDeclined: {
    text: 'A member has declined your interest request.',
    screen: 'intrested_member',
    setting: { field: 'mail_interest_declined', label: 'When a member declines my interest' },
  },
  interestExpiring: {
    text: 'An interest request to you expires in 7 days. Accept or decline it before then.',
    screen: 'intrested_member',
    setting: {
      field: 'mail_interest_expiring',
      label: 'When an interest to me is about to expire',
    },
  },
  profileVerified: {
    text: 'Your profile has been verified. Welcome to the members area.',
    screen: 'my_profile',
    setting: null,
  },
  changesAsked: {
    text: 'The team has asked you to change something in your profile.',
    screen: 'my_profile',
    setting: null,
  },
};

/** The kinds whose mail a member may turn off, in the settings form's order. */
export const MAIL_SETTING_KINDS = NOTIFICATION_KINDS.filter(
  (k) => NOTIFICATION_SPECS[k].setting !== null,
);

export const isNotificationKind = (s: string): s is NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(s);
