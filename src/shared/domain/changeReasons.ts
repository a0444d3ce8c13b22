/**
 * The desk's preset requests for changes (deskAskChanges' `reason`), like rejectReasons.ts: the
 * mail and the member's notice carry the preset's words, then the desk's own.
 */
export const CHANGE_REASONS = {
  photo: 'Please add a clear photo of yourself.',
  family: 'Please complete the family details.',
  education: 'Please complete your education and occupation.',
  contact: 'Please check your address and contact numbers.',
  other: 'Something else (see below).',
} as const;
export type ChangeReason = keyof typeof CHANGE_REASONS;

export const isChangeReason = (value: string): value is ChangeReason =>
  Object.hasOwn(CHANGE_REASONS, value);

/** The words the member reads: the preset's, then the desk's ('other' is the desk's alone). */
export const changeRequestText = (reason: ChangeReason, text: string): string =>
  reason === 'other'
    ? text.trim()
    : [CHANGE_REASONS[reason], text.trim()].filter(Boolean).join(' ');
