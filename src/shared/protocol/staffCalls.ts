/**
 * The team console's calls, spread into the protocol registry (registry.ts). Team calls carry
 * `staff_token` (never a member's local_token) and list the staff roles that may make them; a
 * member or visitor is refused every one. The two sign-in calls are open to anyone, since nobody
 * is signed in yet when they are made.
 */
import type { CallSpec } from './registry';
import type { ActionAnswer, StaffRole } from './types';
import type { DeskQueueAnswer, DeskRegistration, StaffChallenge, StaffMe } from './staffTypes';

const staffCall = <Req extends Record<string, string>, Res>(spec: CallSpec<Req, Res>) => spec;

type Fields<K extends string> = Record<K, string>;
type StaffToken = { staff_token: string };

const EVERY_ROLE: readonly StaffRole[] = ['admin', 'verifier', 'editor'];
/** The verification desk: admins and verifiers, never editors. */
export const DESK_ROLES: readonly StaffRole[] = ['admin', 'verifier'];

export const staffCalls = {
  staffSignIn: staffCall<Fields<'email' | 'password'>, StaffChallenge>({
    access: 'visitor',
    kind: 'data',
    answer: "StaffChallenge: { staff_token, step: 'totp' }; 0 with a message when refused",
    onlyCms: false,
    required: ['email', 'password'],
    optional: [],
    summary:
      "Staff sign-in, first step: email and password. The token is not usable until staffTotp accepts the authenticator's code (within 5 minutes). Throttled like member login.",
    example: { email: 'desk@trust.example', password: '…' },
  }),
  staffTotp: staffCall<StaffToken & Fields<'code'>, StaffMe>({
    access: 'visitor',
    kind: 'data',
    answer: 'StaffMe: { staff_token, email, role, pending_count }',
    onlyCms: false,
    required: ['staff_token', 'code'],
    optional: [],
    summary:
      'Staff sign-in, second step: the 6-digit TOTP code (RFC 6238, 30 s, ±1 step); a code already used is refused.',
    example: { staff_token: '…', code: '123456' },
  }),
  staffMe: staffCall<StaffToken, StaffMe>({
    access: 'team',
    staff: EVERY_ROLE,
    kind: 'data',
    answer: 'StaffMe: { staff_token, email, role, pending_count }',
    onlyCms: false,
    required: ['staff_token'],
    optional: [],
    summary: "The signed-in staff member and the console navigation's counts.",
    example: { staff_token: '…' },
  }),
  staffSignOut: staffCall<StaffToken, ActionAnswer>({
    access: 'team',
    staff: EVERY_ROLE,
    kind: 'action',
    answer: "001 'You have signed out.'",
    onlyCms: false,
    required: ['staff_token'],
    optional: [],
    summary: 'Ends the staff session at once.',
    example: { staff_token: '…' },
  }),
  deskQueue: staffCall<StaffToken, DeskQueueAnswer>({
    access: 'team',
    staff: DESK_ROLES,
    kind: 'data',
    answer: 'DeskQueueAnswer: { now, pending_count, awaiting_changes, items (oldest first) }',
    onlyCms: false,
    required: ['staff_token'],
    optional: [],
    summary: 'The verification queue, oldest registration first, with the time each has waited.',
    example: { staff_token: '…' },
  }),
  deskOpen: staffCall<StaffToken & Fields<'member_id'>, DeskRegistration>({
    access: 'team',
    staff: DESK_ROLES,
    kind: 'data',
    answer:
      'DeskRegistration: the whole biodata, signed photo URLs, accounts sharing the email or a mobile, change requests',
    onlyCms: false,
    required: ['staff_token', 'member_id'],
    optional: [],
    summary: 'One registration as the desk checks it.',
    example: { staff_token: '…', member_id: '12' },
  }),
  deskVerify: staffCall<StaffToken & Fields<'member_id'>, ActionAnswer>({
    access: 'team',
    staff: DESK_ROLES,
    kind: 'action',
    answer: "001 'The registration has been verified; the member has been told by mail.'",
    onlyCms: false,
    required: ['staff_token', 'member_id'],
    optional: [],
    summary: 'Verifies a pending registration and mails the member.',
    example: { staff_token: '…', member_id: '12' },
  }),
  deskReject: staffCall<StaffToken & Fields<'member_id' | 'reason' | 'text'>, ActionAnswer>({
    access: 'team',
    staff: DESK_ROLES,
    kind: 'action',
    answer: "001 'The registration has been rejected; …'; -10 for an unknown reason",
    onlyCms: false,
    required: ['staff_token', 'member_id', 'reason'],
    optional: ['text'],
    summary:
      'Rejects a registration with a preset reason (shared/domain/rejectReasons.ts) and free text; the mail carries both.',
    example: { staff_token: '…', member_id: '12', reason: 'photo', text: 'Please add a photo.' },
  }),
  deskAskChanges: staffCall<StaffToken & Fields<'member_id' | 'text'>, ActionAnswer>({
    access: 'team',
    staff: DESK_ROLES,
    kind: 'action',
    answer: "001 'The member has been asked for changes by mail.'",
    onlyCms: false,
    required: ['staff_token', 'member_id', 'text'],
    optional: [],
    summary:
      'Sends a pending registration back to the member with what to change (mail, and a notice at login); it leaves the queue until then.',
    example: { staff_token: '…', member_id: '12', text: 'Please add your father’s occupation.' },
  }),
} as const;

export const STAFF_CALL_NAMES = Object.keys(staffCalls) as (keyof typeof staffCalls)[];
