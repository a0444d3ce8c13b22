/**
 * Why a member reports another (reportMember's `reason`): the one table the report form, the
 * server's check and the console's queue read (issue #14, item 6).
 */
export const REPORT_REASONS = {
  fake_profile: 'Fake profile',
  already_married: 'Already married',
  abusive_messages: 'Abusive messages',
  asking_for_money: 'Asking for money',
  inappropriate_photo: 'Inappropriate photo',
  other: 'Other',
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;

export const isReportReason = (value: string): value is ReportReason =>
  Object.hasOwn(REPORT_REASONS, value);

/** The most a report's own words may hold (the form says so and the server refuses more). */
export const REPORT_WORDS_MAX = 1000;
/** The most a team member's closing note may hold. */
export const REPORT_NOTE_MAX = 1000;
