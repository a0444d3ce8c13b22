/** Answer shapes of reportOutcomeCalls.ts: a member's photos for staff, the closed reports. */
import type { ReportOutcome } from '../domain/reportOutcomes';
import type { ReportQueueItem } from './safetyTypes';
import type { PhotoItem } from './types';

/** memberPhotos: the member's photos through links signed for the staff member. */
export interface MemberPhotosAnswer {
  items: PhotoItem[];
}

/** A closed report: the queue's item with what was done, by whom and when. */
export interface ClosedReportItem extends ReportQueueItem {
  outcome: ReportOutcome;
  note: string;
  closed_by: string;
  closed_at: string;
}

/** reportsClosed: the most recently closed reports, newest first. */
export interface ClosedReportsAnswer {
  items: ClosedReportItem[];
}
