/** Answer shapes of the console's screens beyond the desk (consoleCalls.ts). */
import type { InboxReply } from './inboxTypes';
import type { MemberStatus, StaffRole } from './types';

/** consoleCounts: the number beside each counted screen's link (staffScreens.ts), by screen id. */
export interface ConsoleCounts {
  counts: Record<string, number>;
}

export interface InboxItem {
  message_id: string;
  name: string;
  contact_no: string;
  email: string;
  /** The first words of the message. */
  preview: string;
  received_at: string;
  handled_at: string | null;
}

export interface InboxAnswer {
  unhandled_count: number;
  /** Newest first, at most INBOX_PAGE of them. */
  items: InboxItem[];
}

export interface InboxMessage {
  message_id: string;
  name: string;
  contact_no: string;
  email: string;
  message: string;
  received_at: string;
  handled_at: string | null;
  handled_by: string | null;
  handled_note: string | null;
  /** The team's replies by mail, oldest first (inboxReply). */
  replies: InboxReply[];
}

export interface MemberFound {
  member_id: string;
  mem_no: string;
  mem_name: string;
  email_id: string;
  contact_no: string;
  status: MemberStatus;
  suspended: boolean;
}

export interface MemberSearchAnswer {
  items: MemberFound[];
  /** More matched than are listed: the search should be narrower. */
  more: boolean;
}

export interface MemberNote {
  at: string;
  author: string;
  text: string;
}

export interface MemberCard {
  member_id: string;
  mem_no: string;
  mem_name: string;
  email_id: string;
  contact_no: string;
  status: MemberStatus;
  registered_at: string;
  /** The staff email when the trust office registered the member from the console, else null. */
  office_registered_by: string | null;
  verified_at: string | null;
  reject_reason: string | null;
  suspended_at: string | null;
  suspend_reason: string | null;
  /** The open request for changes, when the desk sent the registration back. */
  changes_requested: string | null;
  notes: MemberNote[];
  /** Who verified the member (the audit log's last verify), null when the desk never did. */
  verified_by: string | null;
  /** Interest requests sent or received (a blocked pair's not counted; expired ones in total only). */
  requests: { total: number; accepted: number; pending: number };
  /** Reports this member made of others, and reports others made of this member. */
  reports: { made: number; received: number };
  /** The team's actions on this member, newest first (the newest MEMBER_TIMELINE_SHOWN). */
  timeline: AuditLine[];
}

/** How many of a member's audit lines the member's file shows; the audit log keeps them all. */
export const MEMBER_TIMELINE_SHOWN = 50;

export interface AuditLine {
  at: string;
  actor: string;
  action: string;
  subject: string;
  reason: string;
}

export interface AuditPage {
  items: AuditLine[];
  page: number;
  pages: number;
  /** Who appears in the log and what they did: the filters' choices. */
  actors: string[];
  actions: string[];
}

export interface StaffAccountLine {
  email: string;
  role: StaffRole;
  added_at: string;
  disabled_at: string | null;
}

export interface StaffListAnswer {
  items: StaffAccountLine[];
}

/** staffAdd: shown once — the authenticator's URI and the first password. */
export interface StaffAdded {
  email: string;
  role: StaffRole;
  otpauth_uri: string;
  password: string;
}
