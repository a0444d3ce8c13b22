/** Answer shapes of the safety calls (safetyCalls.ts): blocks, reports and the shortlist. */
import type { ReportReason } from '../domain/reportReasons';

/** getBlockedMembers: one member the caller blocked (only the caller's own blocks). */
export interface BlockedMember {
  account_info_id: string;
  mem_no: string;
  mem_name: string;
  blocked_at: string;
}

/** One side of a report, as the team sees it. Null ids: the account has since been deleted. */
export interface ReportParty {
  member_id: string | null;
  mem_no: string;
  mem_name: string;
}

export interface ReportQueueItem {
  report_id: string;
  reporter: ReportParty;
  reported: ReportParty;
  reason: ReportReason;
  words: string;
  reported_at: string;
}

/** reportsQueue: the open reports, oldest first. */
export interface ReportsQueueAnswer {
  open_count: number;
  items: ReportQueueItem[];
}
