/** Answer shapes of the identity calls (identityCalls.ts) and the pieces they add to profiles. */

/** The identity fields a verified member's edit holds for the team (issue #14 item 1). */
export const IDENTITY_FIELDS = ['mem_name', 'gender', 'dob'] as const;
export type IdentityField = (typeof IDENTITY_FIELDS)[number];

/** What the member asked to change, waiting for the team; the live profile keeps the old values. */
export interface PendingIdentity {
  mem_name: string;
  gender: string;
  dob: string;
  /** dob as people read it ("14 May 2000"). */
  fmt_dob: string;
  requested_at: string;
}

/** One field of a re-verification: what others see now, and what the member asked for. */
export interface IdentityDiff {
  field: IdentityField;
  label: string;
  before: string;
  after: string;
}

export interface ReverifyItem {
  member_id: string;
  mem_no: string;
  /** The name others see now (the old one until the team approves). */
  mem_name: string;
  requested_at: string;
  /** Whole minutes since the member asked, on the server's clock. */
  waited_minutes: number;
  /** Only the fields that differ. */
  changes: IdentityDiff[];
}

export interface ReverifyQueueAnswer {
  now: string;
  items: ReverifyItem[];
}
