import type { Quota } from './quota';

/**
 * Accepting, declining and withdrawing are limited like sending (issue 14, item 9): one
 * allowance of ANSWER_LIMIT_PER_DAY in 24 hours for the three together, counted in the throttle
 * table by quota.ts. Kept apart from quota.ts, whose counting another change owns.
 */
export const ANSWERS_QUOTA: Quota = {
  prefix: 'answer:',
  windowMs: 24 * 60 * 60 * 1000,
  durable: true,
};
