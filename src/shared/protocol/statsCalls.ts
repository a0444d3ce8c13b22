/**
 * The console's Statistics screen (issue #16 item 7): one read-only call for admins. Spread into
 * staffCalls (so into the registry); like every team call it carries `staff_token`.
 */
import type { CallSpec } from './registry';
import type { StaffRole } from './types';
import type { ConsoleStats } from './statsTypes';

const statsCall = <Req extends Record<string, string>, Res>(spec: CallSpec<Req, Res>) => spec;

const ADMIN: readonly StaffRole[] = ['admin'];

/** Weeks shown when none are asked for, and the most that may be (a year). */
export const STATS_WEEKS = { default: 12, max: 52 } as const;

export const statsCalls = {
  consoleStats: statsCall<{ staff_token: string; weeks?: string }, ConsoleStats>({
    access: 'team',
    staff: ADMIN,
    onlyCms: false,
    kind: 'data',
    answer: 'ConsoleStats',
    required: ['staff_token'],
    optional: ['weeks'],
    summary:
      'Figures for the trust, by ISO week (India time, oldest first): registrations, interest ' +
      'requests sent and accepted, Write to Us messages; the verification queue and its median ' +
      'wait; verified members by gender and age band. `weeks`: 1–52, default 12.',
    example: { staff_token: '…', weeks: '12' },
  }),
} as const;
