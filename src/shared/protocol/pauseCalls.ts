/**
 * Pausing a profile (requirements §6.6): a member hides the profile from search and from new
 * interests for a while, without deleting the account. Spread into the registry (registry.ts).
 */
import { PAUSE_CHOICES } from '../domain/pause';
import type { CallSpec } from './registry';
import type { ActionAnswer, PauseStatus } from './types';

const pauseCall = <Req extends Record<string, string>, Res>(spec: CallSpec<Req, Res>) => spec;

type Token = { local_token: string };
const CHOICES = PAUSE_CHOICES.map((c) => c.value).join(', ');

export const pauseCalls = {
  getMyPause: pauseCall<Token, PauseStatus>({
    access: 'member',
    kind: 'data',
    answer:
      'PauseStatus: { paused, paused_at, until } — until is an ISO time, or null for a pause until the member resumes; a pause past its end is not paused',
    onlyCms: false,
    required: ['local_token'],
    optional: [],
    summary: "Whether the caller's profile is paused now, and until when.",
    example: { local_token: '…' },
  }),
  pauseProfile: pauseCall<Token & { pause_for: string }, ActionAnswer>({
    access: 'member',
    kind: 'action',
    answer: "001 'Your profile is paused until …'; -10 for an unknown pause_for",
    onlyCms: false,
    required: ['local_token', 'pause_for'],
    optional: [],
    summary: `Pauses the caller's profile (pause_for: ${CHOICES}; open lasts until resumeProfile): hidden from getMembers, and sendMemberRequest to it is refused; requests already made stay. A new pause replaces the current one.`,
    example: { local_token: '…', pause_for: '1m' },
  }),
  resumeProfile: pauseCall<Token, ActionAnswer>({
    access: 'member',
    kind: 'action',
    answer: "001 'Your profile is visible again.'; 0 when it is not paused",
    onlyCms: false,
    required: ['local_token'],
    optional: [],
    summary: "Ends the caller's pause now.",
    example: { local_token: '…' },
  }),
} as const;
