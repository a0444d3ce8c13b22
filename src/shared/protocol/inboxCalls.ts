/**
 * The Write to Us inbox's reply by mail (issue 16): spread into staffCalls beside consoleCalls.
 * Like every team call it carries `staff_token` and lists the staff roles that may make it.
 */
import type { CallSpec } from './registry';
import type { ActionAnswer, StaffRole } from './types';

const inboxCall = <Req extends Record<string, string>, Res>(spec: CallSpec<Req, Res>) => spec;

type Fields<K extends string> = Record<K, string>;
type StaffToken = { staff_token: string };

/** The inbox is the desk's: admins and verifiers (as inboxList, inboxOpen, inboxHandle). */
const INBOX_ROLES: readonly StaffRole[] = ['admin', 'verifier'];

export const inboxCalls = {
  inboxReply: inboxCall<StaffToken & Fields<'message_id' | 'text'>, ActionAnswer>({
    access: 'team',
    staff: INBOX_ROLES,
    kind: 'action',
    answer: 'action; -10 for no text or too much; 0 for an unknown message or one without email',
    onlyCms: false,
    required: ['staff_token', 'message_id', 'text'],
    optional: [],
    summary:
      "Mails a reply to the message's email (the message quoted below), keeps it with the " +
      'message and marks the message handled if it was not (audited).',
    example: { staff_token: '…', message_id: '3', text: 'Thank you; please call the office.' },
  }),
} as const;
