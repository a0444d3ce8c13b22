import type { Generated } from 'kysely';
import type { JobTables } from '../jobs';
import type { ProfileEntryField } from '../../shared/domain/profile';
import type {
  MemberStatus,
  PhotoKind,
  PhotoVisibility,
  StaffRole,
} from '../../shared/protocol/types';

/** The Kysely view of the schema built by ./migrations. */
export interface Database extends JobTables {
  content_records: ContentRecordTable;
  menus: MenuTable;
  gotras: GotraTable;
  states: StateTable;
  contact_requests: ContactRequestTable;
  content_meta: ContentMetaTable;
  members: MemberTable;
  sessions: SessionTable;
  otp_tickets: OtpTicketTable;
  throttle: ThrottleTable;
  member_requests: MemberRequestTable;
  photos: PhotoTable;
  staff_accounts: StaffAccountTable;
  staff_sessions: StaffSessionTable;
  member_change_requests: MemberChangeRequestTable;
  audit_log: AuditLogTable;
}

type Columns15 = {
  col1: string;
  col2: string;
  col3: string;
  col4: string;
  col5: string;
  col6: string;
  col7: string;
  col8: string;
  col9: string;
  col10: string;
  col11: string;
  col12: string;
  col13: string;
  col14: string;
  col15: string;
};

/**
 * One generic table for page content: a section has parent_id null and carries loc and
 * section_type; an entry's parent is its section; a detail child's parent is its entry.
 */
export interface ContentRecordTable extends Columns15 {
  id: Generated<number>;
  parent_id: number | null;
  loc: string | null;
  section_type: string | null;
  e_id: string;
  g_title: string;
  bg_img: string;
  /** col14 as a number, for ordering; null sorts last. */
  sort: number | null;
  uri_key: string;
  entry_date: string | null;
  created_at: string;
}

export interface MenuTable {
  id: Generated<number>;
  parent_id: number | null;
  col1: string;
  col2: string;
  col3: string;
  col4: string;
  col5: string;
  col6: string;
  /** JSON array of role names. */
  roles: string;
  sort: number;
}

export interface GotraTable {
  id: Generated<number>;
  temple_name: string;
}

export interface StateTable {
  id: Generated<number>;
  name: string;
}

export interface ContactRequestTable {
  id: Generated<number>;
  _name: string;
  contact_no: string;
  email: string;
  message: string;
  created_at: string;
  ip: string;
}

export interface ContentMetaTable {
  key: string;
  value: string;
}

/** Times are ISO-8601 UTC text (toISOString), which compares correctly as text on both dialects. */
export type MemberTable = Record<Exclude<ProfileEntryField, 'height'>, string> & {
  id: Generated<number>;
  mem_no: number | null;
  status: MemberStatus;
  first_name: string;
  height: number;
  password_hash: string;
  consent_version: string;
  consent_at: string;
  photo_visibility: Generated<PhotoVisibility>;
  reject_reason: string | null;
  created_at: string;
  verified_at: string | null;
};

export interface SessionTable {
  id: Generated<number>;
  member_id: number;
  /** sha256 (hex) of the token; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  last_seen_at: string;
  revoked_at: string | null;
}

export interface OtpTicketTable {
  id: string;
  member_id: number | null;
  /** Names the address's OTP send quota in the throttle table. */
  quota_key: string;
  code_hash: string;
  expires_at: string;
  attempts: Generated<number>;
  used_at: string | null;
  verified_at: string | null;
  /** Set when the ticket authorised a password reset; it cannot authorise another. */
  consumed_at: string | null;
  created_at: string;
}

export interface ThrottleTable {
  key: string;
  window_start: string;
  count: number;
}

export interface MemberRequestTable {
  id: Generated<number>;
  req_by_member_id: number;
  req_rec_member_id: number;
  req_status: 'Pending' | 'Accepted' | 'Rejected';
  created_at: string;
  updated_at: string;
}

export interface PhotoTable {
  id: Generated<number>;
  member_id: number;
  kind: PhotoKind;
  file: string;
  thumb_file: string;
  width: number;
  height: number;
  created_at: string;
}

/** Staff of the trust (src/server/staff): not members; their own sessions and sign-in. */
export interface StaffAccountTable {
  id: Generated<number>;
  email: string;
  role: StaffRole;
  password_hash: string;
  totp_secret: string;
  /** bigint: PostgreSQL answers it as text, SQLite as a number (read it through Number()). */
  totp_last_step: Generated<number | string>;
  created_at: string;
  disabled_at: string | null;
}

export interface StaffSessionTable {
  id: Generated<number>;
  staff_id: number;
  token_hash: string;
  created_at: string;
  verified_at: string | null;
  last_seen_at: string;
  revoked_at: string | null;
}

export interface MemberChangeRequestTable {
  id: Generated<number>;
  member_id: number;
  text: string;
  asked_by: string;
  asked_at: string;
  resolved_at: string | null;
}

/** Append-only (triggers refuse UPDATE and DELETE). */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  staff_id: number | null;
  actor: string;
  action: string;
  subject: Generated<string>;
  reason: Generated<string>;
}
