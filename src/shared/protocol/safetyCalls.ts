/**
 * Blocking, reporting and the shortlist (issue #14 items 5, 6 and 8) and the team's reports
 * queue (issue #16), spread into the protocol registry (registry.ts) with one line. The member
 * calls name the other member by account_info_id, like sendMemberRequest; a blocked pair answers
 * like an unknown member. The team calls follow staffCalls.ts (staff_token, staff roles).
 */
import type { CallSpec } from './registry';
import type { ActionAnswer, ListingItem } from './types';
import type { BlockedMember, ReportsQueueAnswer } from './safetyTypes';
import type { StaffRole } from './types';

const safetyCall = <Req extends Record<string, string>, Res>(spec: CallSpec<Req, Res>) => spec;

type Fields<K extends string> = Record<K, string>;
type Token = { local_token: string };
type Other = Token & Fields<'req_acc_infoid'>;
type StaffToken = { staff_token: string };

/** The reports queue: admins and verifiers, like the verification desk. */
export const REPORT_ROLES: readonly StaffRole[] = ['admin', 'verifier'];

const memberCalls = {
  blockMember: safetyCall<Other, ActionAnswer>({
    access: 'member',
    kind: 'action',
    answer: "001 'Member blocked.'; -10 for oneself; 0 when the member cannot be found",
    onlyCms: false,
    required: ['local_token', 'req_acc_infoid'],
    optional: [],
    summary:
      'Blocks a member: the two stop seeing each other (search, lists, requests, profiles), a pending request between them is withdrawn, and neither can send a new one.',
    example: { local_token: '…', req_acc_infoid: 'MTI=' },
  }),
  unblockMember: safetyCall<Other, ActionAnswer>({
    access: 'member',
    kind: 'action',
    answer: "001 'Member unblocked.'; 0 when the caller has not blocked this member",
    onlyCms: false,
    required: ['local_token', 'req_acc_infoid'],
    optional: [],
    summary: "Lifts the caller's own block (a block the other member made stays).",
    example: { local_token: '…', req_acc_infoid: 'MTI=' },
  }),
  getBlockedMembers: safetyCall<Token, BlockedMember[]>({
    access: 'member',
    kind: 'data',
    answer: 'BlockedMember[]: { account_info_id, mem_no, mem_name, blocked_at }, newest first',
    onlyCms: false,
    required: ['local_token'],
    optional: [],
    summary: 'The members the caller blocked (never who blocked the caller).',
    example: { local_token: '…' },
  }),
  reportMember: safetyCall<Other & Fields<'reason' | 'words'>, ActionAnswer>({
    access: 'member',
    kind: 'action',
    answer:
      '001 with a thank-you message; -10 for an unknown reason, missing words for other, or words over 1,000 characters; 0 when the member cannot be found',
    onlyCms: false,
    required: ['local_token', 'req_acc_infoid', 'reason'],
    optional: ['words'],
    summary:
      'Reports a member to the team (reason from domain/reportReasons.ts, words in the reporter’s own text) and blocks them. The reported member is never told who reported.',
    example: {
      local_token: '…',
      req_acc_infoid: 'MTI=',
      reason: 'asking_for_money',
      words: 'Asked for a loan.',
    },
  }),
  addShortlistMember: safetyCall<Other, ActionAnswer>({
    access: 'member',
    kind: 'action',
    answer:
      "001 'Added to your shortlist.' (also when already there); 0 when the member cannot be found",
    onlyCms: false,
    required: ['local_token', 'req_acc_infoid'],
    optional: [],
    summary: "Saves a verified member to the caller's shortlist.",
    example: { local_token: '…', req_acc_infoid: 'MTI=' },
  }),
  removeShortlistMember: safetyCall<Other, ActionAnswer>({
    access: 'member',
    kind: 'action',
    answer: "001 'Removed from your shortlist.' (also when not there)",
    onlyCms: false,
    required: ['local_token', 'req_acc_infoid'],
    optional: [],
    summary: "Takes a member off the caller's shortlist.",
    example: { local_token: '…', req_acc_infoid: 'MTI=' },
  }),
  getShortlistMembers: safetyCall<Token, ListingItem[]>({
    access: 'member',
    kind: 'data',
    answer: 'ListingItem[], newest saved first',
    onlyCms: false,
    required: ['local_token'],
    optional: [],
    summary:
      "The caller's shortlist: verified members only; members who left, were unverified or are blocked either way drop out.",
    example: { local_token: '…' },
  }),
} as const;

const teamCalls = {
  reportsQueue: safetyCall<StaffToken, ReportsQueueAnswer>({
    access: 'team',
    staff: REPORT_ROLES,
    kind: 'data',
    answer: 'ReportsQueueAnswer: { open_count, items: ReportQueueItem[] }, oldest first',
    onlyCms: false,
    required: ['staff_token'],
    optional: [],
    summary: 'The open member reports: reporter, reported member, reason, words, date.',
    example: { staff_token: '…' },
  }),
  reportClose: safetyCall<
    StaffToken & Fields<'report_id' | 'outcome' | 'note'> & Partial<Fields<'photo_id'>>,
    ActionAnswer
  >({
    access: 'team',
    staff: REPORT_ROLES,
    kind: 'action',
    answer:
      '001; -10 without a note, with one over 1,000 characters, an unknown outcome or no photo for photo_removed; 0 when not open',
    onlyCms: false,
    required: ['staff_token', 'report_id', 'outcome', 'note'],
    optional: ['photo_id'],
    summary:
      'Closes an open report with an outcome (domain/reportOutcomes.ts) and a note, in one transaction with its effect: warned mails the note, photo_removed removes photo_id, suspended suspends (audited).',
    example: { staff_token: '…', report_id: '1', outcome: 'warned', note: 'Spoke to the family.' },
  }),
} as const;

export const safetyCalls = { ...memberCalls, ...teamCalls } as const;

/** The member calls and the team calls, by name (the server's dispatch reads these). */
export const SAFETY_MEMBER_CALLS = [
  'blockMember',
  'unblockMember',
  'getBlockedMembers',
  'reportMember',
  'addShortlistMember',
  'removeShortlistMember',
  'getShortlistMembers',
] as const satisfies readonly (keyof typeof memberCalls)[];
export const REPORT_CALL_NAMES = [
  'reportsQueue',
  'reportClose',
] as const satisfies readonly (keyof typeof teamCalls)[];
export type ReportCall = (typeof REPORT_CALL_NAMES)[number];
