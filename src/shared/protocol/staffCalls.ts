/**
 * The team console's calls, spread into the protocol registry (registry.ts). Team calls carry
 * `staff_token` (never a member's local_token) and list the staff roles that may make them; a
 * member or visitor is refused every one. The two sign-in calls are open to anyone, since nobody
 * is signed in yet when they are made.
 */
import type { CallSpec } from './registry';
import type { ActionAnswer, StaffRole } from './types';
import { identityDeskCalls } from './identityCalls';
import { consoleCalls } from './consoleCalls';
import { statsCalls } from './statsCalls';
import { inboxCalls } from './inboxCalls';
import { reportOutcomeCalls } from './reportOutcomeCalls';
import { officeCalls } from './officeCalls';
import { linkCheckCalls } from './linkCheckCalls';
import { siteSettingsEditCalls } from './siteSettingsEditCalls';
import { menusEditCalls } from './menusEditCalls';
import { pagesEditCalls } from './pagesEditCalls';
import { mediaCalls } from './mediaCalls';
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
    answer: 'StaffChallenge',
    onlyCms: false,
    required: ['email', 'password'],
    optional: [],
    summary: 'Staff sign-in, step 1: email and password (then staffTotp within 5 minutes).',
    example: { email: 'desk@trust.example', password: '…' },
  }),
  staffTotp: staffCall<StaffToken & Fields<'code'>, StaffMe>({
    access: 'visitor',
    kind: 'data',
    answer: 'StaffMe',
    onlyCms: false,
    required: ['staff_token', 'code'],
    optional: [],
    summary: 'Staff sign-in, step 2: the TOTP code (RFC 6238); a used code is refused.',
    example: { staff_token: '…', code: '123456' },
  }),
  staffMe: staffCall<StaffToken, StaffMe>({
    access: 'team',
    staff: EVERY_ROLE,
    kind: 'data',
    answer: 'StaffMe',
    onlyCms: false,
    required: ['staff_token'],
    optional: [],
    summary: 'The signed-in staff member and the pending count.',
    example: { staff_token: '…' },
  }),
  staffSignOut: staffCall<StaffToken, ActionAnswer>({
    access: 'team',
    staff: EVERY_ROLE,
    kind: 'action',
    answer: 'action',
    onlyCms: false,
    required: ['staff_token'],
    optional: [],
    summary: 'Ends the staff session.',
    example: { staff_token: '…' },
  }),
  deskQueue: staffCall<StaffToken, DeskQueueAnswer>({
    access: 'team',
    staff: DESK_ROLES,
    kind: 'data',
    answer: 'DeskQueueAnswer',
    onlyCms: false,
    required: ['staff_token'],
    optional: [],
    summary: 'The verification queue, oldest first.',
    example: { staff_token: '…' },
  }),
  deskOpen: staffCall<StaffToken & Fields<'member_id'>, DeskRegistration>({
    access: 'team',
    staff: DESK_ROLES,
    kind: 'data',
    answer: 'DeskRegistration',
    onlyCms: false,
    required: ['staff_token', 'member_id'],
    optional: [],
    summary: 'One registration: biodata, photos, look-alike accounts.',
    example: { staff_token: '…', member_id: '12' },
  }),
  deskVerify: staffCall<StaffToken & Fields<'member_id'>, ActionAnswer>({
    access: 'team',
    staff: DESK_ROLES,
    kind: 'action',
    answer: 'action',
    onlyCms: false,
    required: ['staff_token', 'member_id'],
    optional: [],
    summary: 'Verifies a registration; mails the member.',
    example: { staff_token: '…', member_id: '12' },
  }),
  deskReject: staffCall<StaffToken & Fields<'member_id' | 'reason' | 'text'>, ActionAnswer>({
    access: 'team',
    staff: DESK_ROLES,
    kind: 'action',
    answer: 'action; -10 for an unknown reason',
    onlyCms: false,
    required: ['staff_token', 'member_id', 'reason'],
    optional: ['text'],
    summary: 'Rejects with a preset reason (domain/rejectReasons.ts) and text; mailed.',
    example: { staff_token: '…', member_id: '12', reason: 'photo', text: 'No photo.' },
  }),
  deskAskChanges: staffCall<
    StaffToken & Fields<'member_id'> & Partial<Fields<'reason' | 'text'>>,
    ActionAnswer
  >({
    access: 'team',
    staff: DESK_ROLES,
    kind: 'action',
    answer: 'action; -10 for an unknown reason or no words',
    onlyCms: false,
    required: ['staff_token', 'member_id'],
    optional: ['reason', 'text'],
    summary:
      'Asks the member for changes with a preset (domain/changeReasons.ts; default other) and ' +
      'text: mail, notice on the dashboard; back in the queue when the profile is saved.',
    example: { staff_token: '…', member_id: '12', reason: 'photo', text: 'A recent one.' },
  }),
  ...identityDeskCalls,
  // The console's other screens (consoleCalls.ts).
  ...consoleCalls,
  // The console's Statistics screen (statsCalls.ts).
  ...statsCalls,
  // The Write to Us replies and filters (inboxCalls.ts).
  ...inboxCalls,
  // Report outcomes, photo removal and sign-out (reportOutcomeCalls.ts).
  ...reportOutcomeCalls,
  // Registrations by the trust office (officeCalls.ts).
  ...officeCalls,
  // The site's broken internal links (linkCheckCalls.ts).
  ...linkCheckCalls,
  // The Site settings screen and its history (siteSettingsEditCalls.ts).
  ...siteSettingsEditCalls,
  // The Menus screen and its history (menusEditCalls.ts).
  ...menusEditCalls,
  // The Pages screen: drafts, preview, publish and history (pagesEditCalls.ts).
  ...pagesEditCalls,
  // The media library (mediaCalls.ts).
  ...mediaCalls,
} as const;

export const STAFF_CALL_NAMES = Object.keys(staffCalls) as (keyof typeof staffCalls)[];
