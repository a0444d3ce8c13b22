import type { MemberStatus } from '../../../shared/protocol/types';

/** A member's status in plain words. */
export const STATUS_WORDS: Record<MemberStatus, string> = {
  pending: 'Awaiting verification',
  verified: 'Verified',
  rejected: 'Rejected',
};
