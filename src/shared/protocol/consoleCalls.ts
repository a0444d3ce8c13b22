/**
 * The console's screens beyond the desk (issue 16): Write to Us inbox, members, audit log, staff
 * management and the navigation's counts. Spread into staffCalls (so into the registry); like
 * every team call, each carries `staff_token` and lists the staff roles that may make it.
 */
import type { CallSpec } from './registry';
import type { ActionAnswer, StaffRole } from './types';
import type {
  AuditPage,
  ConsoleCounts,
  InboxAnswer,
  InboxMessage,
  MemberCard,
  MemberSearchAnswer,
  StaffAdded,
  StaffListAnswer,
} from './consoleTypes';

const consoleCall = <Req extends Record<string, string>, Res>(spec: CallSpec<Req, Res>) => spec;

type Fields<K extends string> = Record<K, string>;
type StaffToken = { staff_token: string };

const EVERY_ROLE: readonly StaffRole[] = ['admin', 'verifier', 'editor'];
const DESK: readonly StaffRole[] = ['admin', 'verifier'];
const ADMIN: readonly StaffRole[] = ['admin'];

const team = { access: 'team', onlyCms: false } as const;

export const consoleCalls = {
  consoleCounts: consoleCall<StaffToken, ConsoleCounts>({
    ...team,
    staff: EVERY_ROLE,
    kind: 'data',
    answer: 'ConsoleCounts',
    required: ['staff_token'],
    optional: [],
    summary: 'The counts beside the navigation links the role sees (domain/staffScreens.ts).',
    example: { staff_token: '…' },
  }),
  inboxList: consoleCall<StaffToken & Partial<Fields<'show'>>, InboxAnswer>({
    ...team,
    staff: DESK,
    kind: 'data',
    answer: 'InboxAnswer',
    required: ['staff_token'],
    optional: ['show'],
    summary:
      'Write to Us messages, newest first, with the unhandled count; show: new, handled or all ' +
      '(the default).',
    example: { staff_token: '…', show: 'all' },
  }),
  inboxOpen: consoleCall<StaffToken & Fields<'message_id'>, InboxMessage>({
    ...team,
    staff: DESK,
    kind: 'data',
    answer: 'InboxMessage',
    required: ['staff_token', 'message_id'],
    optional: [],
    summary: "One Write to Us message, whole, with the team's replies.",
    example: { staff_token: '…', message_id: '3' },
  }),
  inboxHandle: consoleCall<StaffToken & Fields<'message_id' | 'note'>, ActionAnswer>({
    ...team,
    staff: DESK,
    kind: 'action',
    answer: 'action; -10 without a note',
    required: ['staff_token', 'message_id', 'note'],
    optional: [],
    summary: 'Marks a message handled with a note (audited).',
    example: { staff_token: '…', message_id: '3', note: 'Called back; she will register.' },
  }),
  memberSearch: consoleCall<StaffToken & Fields<'q'>, MemberSearchAnswer>({
    ...team,
    staff: DESK,
    kind: 'data',
    answer: 'MemberSearchAnswer',
    required: ['staff_token', 'q'],
    optional: [],
    summary: 'Members by name, email, mobile or member number (suspended ones included).',
    example: { staff_token: '…', q: 'Jain' },
  }),
  memberOpen: consoleCall<StaffToken & Fields<'member_id'>, MemberCard>({
    ...team,
    staff: DESK,
    kind: 'data',
    answer: 'MemberCard',
    required: ['staff_token', 'member_id'],
    optional: [],
    summary: "One member: status, dates, verification, suspension and the team's notes.",
    example: { staff_token: '…', member_id: '12' },
  }),
  memberSuspend: consoleCall<StaffToken & Fields<'member_id' | 'reason'>, ActionAnswer>({
    ...team,
    staff: DESK,
    kind: 'action',
    answer: 'action; -10 without a reason',
    required: ['staff_token', 'member_id', 'reason'],
    optional: [],
    summary: 'Suspends: sessions end, no login, not in search (audited).',
    example: { staff_token: '…', member_id: '12', reason: 'Reported for rude messages.' },
  }),
  memberRestore: consoleCall<StaffToken & Fields<'member_id' | 'reason'>, ActionAnswer>({
    ...team,
    staff: DESK,
    kind: 'action',
    answer: 'action; -10 without a reason',
    required: ['staff_token', 'member_id', 'reason'],
    optional: [],
    summary: 'Lifts a suspension (audited).',
    example: { staff_token: '…', member_id: '12', reason: 'Spoke with the family.' },
  }),
  memberNote: consoleCall<StaffToken & Fields<'member_id' | 'text'>, ActionAnswer>({
    ...team,
    staff: DESK,
    kind: 'action',
    answer: 'action; -10 without text',
    required: ['staff_token', 'member_id', 'text'],
    optional: [],
    summary: "Adds a note to the member's file (append-only, with author and time).",
    example: { staff_token: '…', member_id: '12', text: 'Father called about the photos.' },
  }),
  auditBrowse: consoleCall<StaffToken & Partial<Fields<'page' | 'actor' | 'action'>>, AuditPage>({
    ...team,
    staff: ADMIN,
    kind: 'data',
    answer: 'AuditPage',
    required: ['staff_token'],
    optional: ['page', 'actor', 'action'],
    summary: 'The audit log, newest first, 50 a page, filtered by who and what.',
    example: { staff_token: '…', page: '1', actor: '', action: '' },
  }),
  staffList: consoleCall<StaffToken, StaffListAnswer>({
    ...team,
    staff: ADMIN,
    kind: 'data',
    answer: 'StaffListAnswer',
    required: ['staff_token'],
    optional: [],
    summary: 'The staff accounts with role, added and disabled.',
    example: { staff_token: '…' },
  }),
  staffAdd: consoleCall<StaffToken & Fields<'email' | 'role'>, StaffAdded>({
    ...team,
    staff: ADMIN,
    kind: 'data',
    answer: 'StaffAdded (the otpauth URI and first password, shown once)',
    required: ['staff_token', 'email', 'role'],
    optional: [],
    summary: 'Adds a staff account as `staff add` does (audited).',
    example: { staff_token: '…', email: 'new.desk@trust.example', role: 'verifier' },
  }),
  staffSetRole: consoleCall<StaffToken & Fields<'email' | 'role'>, ActionAnswer>({
    ...team,
    staff: ADMIN,
    kind: 'action',
    answer: 'action',
    required: ['staff_token', 'email', 'role'],
    optional: [],
    summary: 'Changes a role; never the last admin’s (audited).',
    example: { staff_token: '…', email: 'desk@trust.example', role: 'verifier' },
  }),
  staffDisable: consoleCall<StaffToken & Fields<'email'>, ActionAnswer>({
    ...team,
    staff: ADMIN,
    kind: 'action',
    answer: 'action',
    required: ['staff_token', 'email'],
    optional: [],
    summary: 'Disables as `staff disable` does; not oneself, not the last admin (audited).',
    example: { staff_token: '…', email: 'desk@trust.example' },
  }),
} as const;
