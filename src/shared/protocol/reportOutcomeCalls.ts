/**
 * Report outcomes and the members page's photo and session actions (issue #16 items 4 and 6):
 * a member's photos for staff, removing one with a reason, signing a member out everywhere, and
 * the recently closed reports. Spread into staffCalls.ts with one line; admins and verifiers.
 */
import type { CallSpec } from './registry';
import type { ActionAnswer, StaffRole } from './types';
import type { ClosedReportsAnswer, MemberPhotosAnswer } from './reportOutcomeTypes';

const outcomeCall = <Req extends Record<string, string>, Res>(spec: CallSpec<Req, Res>) => spec;

type Fields<K extends string> = Record<K, string>;
type StaffToken = { staff_token: string };

const DESK: readonly StaffRole[] = ['admin', 'verifier'];
const team = { access: 'team', onlyCms: false, staff: DESK } as const;

export const reportOutcomeCalls = {
  memberPhotos: outcomeCall<StaffToken & Fields<'member_id'>, MemberPhotosAnswer>({
    ...team,
    kind: 'data',
    answer: 'MemberPhotosAnswer',
    required: ['staff_token', 'member_id'],
    optional: [],
    summary: "The member's photos, through links signed for the staff member.",
    example: { staff_token: '…', member_id: '12' },
  }),
  memberPhotoRemove: outcomeCall<
    StaffToken & Fields<'member_id' | 'photo_id' | 'reason'>,
    ActionAnswer
  >({
    ...team,
    kind: 'action',
    answer: 'action; -10 without a reason; 0 when the photo is not the member’s',
    required: ['staff_token', 'member_id', 'photo_id', 'reason'],
    optional: [],
    summary:
      'Removes one of the member’s photos (row and files); the member is mailed the reason (audited).',
    example: { staff_token: '…', member_id: '12', photo_id: '40', reason: 'A group photo.' },
  }),
  memberRevokeSessions: outcomeCall<StaffToken & Fields<'member_id' | 'reason'>, ActionAnswer>({
    ...team,
    kind: 'action',
    answer: 'action; -10 without a reason',
    required: ['staff_token', 'member_id', 'reason'],
    optional: [],
    summary: 'Signs the member out everywhere: every session ends (audited).',
    example: { staff_token: '…', member_id: '12', reason: 'Says the phone was stolen.' },
  }),
  reportsClosed: outcomeCall<StaffToken, ClosedReportsAnswer>({
    ...team,
    kind: 'data',
    answer: 'ClosedReportsAnswer: the 20 most recently closed reports with their outcome',
    required: ['staff_token'],
    optional: [],
    summary: 'Recently closed reports, newest first: outcome, note, who closed them and when.',
    example: { staff_token: '…' },
  }),
} as const;
