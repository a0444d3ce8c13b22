/**
 * What the team did about a member's report (issue #16 item 4): the one list the close form, the
 * server's check, the stored column (migration 015) and the closed reports' list read.
 */
export const REPORT_OUTCOMES = {
  no_action: 'No action',
  warned: 'Warned',
  photo_removed: 'Photo removed',
  suspended: 'Member suspended',
} as const;
export type ReportOutcome = keyof typeof REPORT_OUTCOMES;

export const REPORT_OUTCOME_IDS = Object.keys(REPORT_OUTCOMES) as ReportOutcome[];

export const isReportOutcome = (value: string): value is ReportOutcome =>
  Object.hasOwn(REPORT_OUTCOMES, value);
