/**
 * The identity calls (issue #14 items 1 and 7): changing the email or mobile with the current
 * password, confirming a new email from the mailed link, and the desk's re-verification of a
 * verified member's changed name, gender or date of birth. `identityCalls` is spread into the
 * registry; `identityDeskCalls` into staffCalls (team calls are dispatched by src/server/staff).
 */
import type { CallSpec } from './registry';
import type { ActionAnswer, StaffRole } from './types';
import type { ReverifyQueueAnswer } from './identityTypes';

const identityCall = <Req extends Record<string, string>, Res>(spec: CallSpec<Req, Res>) => spec;

type Fields<K extends string> = Record<K, string>;
type Token = { local_token: string };
type StaffToken = { staff_token: string };

/** Re-verification is the verification desk's work: admins and verifiers (as DESK_ROLES). */
const REVERIFY_ROLES: readonly StaffRole[] = ['admin', 'verifier'];

export const identityCalls = {
  changeEmail: identityCall<Token & Fields<'password' | 'email_id'>, ActionAnswer>({
    access: 'member',
    kind: 'action',
    answer: 'action; the same words whether or not the address is free',
    onlyCms: false,
    required: ['local_token', 'password', 'email_id'],
    optional: [],
    summary:
      'Asks to move the login email to email_id (needs the current password): a link is mailed to the new address, the old one is told; limited per member.',
    example: { local_token: '…', password: '…', email_id: 'new.address@example.in' },
  }),
  changeMobile: identityCall<Token & Fields<'password' | 'contact_no'>, ActionAnswer>({
    access: 'member',
    kind: 'action',
    answer: 'action; a taken number gets a neutral refusal',
    onlyCms: false,
    required: ['local_token', 'password', 'contact_no'],
    optional: [],
    summary:
      'Changes the mobile number at once (needs the current password); the email address is told; limited per member.',
    example: { local_token: '…', password: '…', contact_no: '9876500001' },
  }),
  confirmEmailChange: identityCall<Fields<'token'>, ActionAnswer>({
    access: 'visitor',
    kind: 'action',
    answer: 'action',
    onlyCms: false,
    required: ['token'],
    optional: [],
    summary: 'Opens the link mailed to a new email address: the address becomes the login email.',
    example: { token: '…' },
  }),
} as const;

export const identityDeskCalls = {
  deskReverifications: identityCall<StaffToken, ReverifyQueueAnswer>({
    access: 'team',
    staff: REVERIFY_ROLES,
    kind: 'data',
    answer: 'ReverifyQueueAnswer',
    onlyCms: false,
    required: ['staff_token'],
    optional: [],
    summary: 'Verified members whose name, gender or date of birth change waits, oldest first.',
    example: { staff_token: '…' },
  }),
  deskReverifyApprove: identityCall<StaffToken & Fields<'member_id'>, ActionAnswer>({
    access: 'team',
    staff: REVERIFY_ROLES,
    kind: 'action',
    answer: 'action',
    onlyCms: false,
    required: ['staff_token', 'member_id'],
    optional: [],
    summary: 'Approves the waiting change: the new values become visible; mailed.',
    example: { staff_token: '…', member_id: '12' },
  }),
  deskReverifyRevert: identityCall<StaffToken & Fields<'member_id'>, ActionAnswer>({
    access: 'team',
    staff: REVERIFY_ROLES,
    kind: 'action',
    answer: 'action',
    onlyCms: false,
    required: ['staff_token', 'member_id'],
    optional: [],
    summary: 'Discards the waiting change, keeping the values others see; mailed.',
    example: { staff_token: '…', member_id: '12' },
  }),
} as const;
