/** The desk's preset reasons of a rejection (deskReject's `reason`); kept out of the registry,
 * which every page loads, since only the console and the server need them. */
export const REJECT_REASONS = {
  incomplete: 'The biodata is incomplete.',
  photo: 'The photos do not show the member clearly.',
  references: 'The reference persons could not confirm the registration.',
  duplicate: 'The member is already registered with another account.',
  not_community: 'The registration is outside the community the trust serves.',
  other: 'Another reason (see below).',
} as const;
export type RejectReason = keyof typeof REJECT_REASONS;
