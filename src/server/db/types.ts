import type { Generated } from 'kysely';
import type { JobTables } from '../jobs';
import type { NotificationKind } from '../../shared/domain/notifications';
import type { Language } from '../../shared/domain/languages';
import type { ProfileEntryField } from '../../shared/domain/profile';
import type { ReportReason } from '../../shared/domain/reportReasons';
import type { ReportOutcome } from '../../shared/domain/reportOutcomes';
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
  member_pauses: MemberPauseTable;
  site_settings: SiteSettingTable;
  site_settings_hi: SiteSettingTable;
  site_settings_versions: SiteSettingsVersionTable;
  menu_versions: MenuVersionTable;
  page_drafts: PageDraftTable;
  page_versions: PageVersionTable;
  media: MediaTable;
  member_blocks: MemberBlockTable;
  member_reports: MemberReportTable;
  member_shortlist: MemberShortlistTable;
  member_addresses: MemberAddressTable;
  quota_views: QuotaViewTable;
  notifications: NotificationTable;
  notification_mail_off: NotificationMailOffTable;
  identity_changes: IdentityChangeTable;
  email_changes: EmailChangeTable;
  member_notes: MemberNoteTable;
  contact_replies: ContactReplyTable;
  photo_tickets: PhotoTicketTable;
  member_preferences: MemberPreferenceTable;
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
  /** JSON object: field name → its Hindi text (migration 027; content/hindi.ts). */
  hi: Generated<string>;
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
  /** 1: kept (its page title too) but left out of the menus the site sends (migration 023). */
  hidden: Generated<number>;
  /** JSON object: col1–col5 → its Hindi text (migration 027; content/hindi.ts). */
  hi: Generated<string>;
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
  /** Marked handled in the console's Write to Us inbox (migration 013). */
  handled_at: string | null;
  handled_by: string | null;
  handled_note: string | null;
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
  /** 1 while the member has a profile photo (migration 022; kept by photos' repository). */
  has_profile_photo: Generated<number>;
  reject_reason: string | null;
  created_at: string;
  verified_at: string | null;
  /** Set while the team has suspended the member (migration 013): no login, not in search. */
  suspended_at: string | null;
  suspend_reason: string | null;
  /** The staff account that registered the member from the console, and when (migration 016). */
  registered_by_staff: number | null;
  registered_by_staff_at: string | null;
  /** The language the member reads the site and their mails in (migration 024). */
  language: Generated<Language>;
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
  /** Set by the interest-expiry job; a pending request is Expired 30 days after created_at anyway. */
  expired_at: Generated<string | null>;
  /** Claimed once before the day-23 reminder mail (migration 011). */
  reminder_sent_at: Generated<string | null>;
  /** The sender's note to the receiver, if any (migration 018). */
  note: Generated<string | null>;
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

/** A paused profile (migration 012): hidden from search until `until` (null: until resumed). */
export interface MemberPauseTable {
  member_id: number;
  paused_at: string;
  until: string | null;
}

/** One site setting (migration 012), loaded from content/settings.json. */
export interface SiteSettingTable {
  key: string;
  value: string;
  updated_at: string;
}

/**
 * One saved version of the site's settings (migration 021): every key's value as JSON, who saved
 * it (a staff email, `content:load`), when, the note typed with it, and the version it restored.
 * Never changed (a trigger refuses UPDATE).
 */
export interface SiteSettingsVersionTable {
  id: Generated<number>;
  settings: string;
  note: Generated<string>;
  saved_by: string;
  saved_at: string;
  restored_from: number | null;
}

/** One saved version of both menus (migration 023): the whole tree as JSON; never changed. */
export interface MenuVersionTable {
  id: Generated<number>;
  menus: string;
  note: Generated<string>;
  saved_by: string;
  saved_at: string;
  restored_from: number | null;
}

/** The draft of one page (migration 025): a PageDoc as JSON, never read by the site. */
export interface PageDraftTable {
  id: Generated<number>;
  loc: string;
  page: string;
  saved_by: string;
  saved_at: string;
}

/** One published version of a page (migration 025): the PageDoc as JSON; never changed. */
export interface PageVersionTable {
  id: Generated<number>;
  loc: string;
  page: string;
  note: Generated<string>;
  saved_by: string;
  saved_at: string;
  restored_from: number | null;
}

/**
 * A picture of the media library (migration 026): its media path (site/x.jpg, library/…), the
 * alt text the site shows for it ('' while it needs one), its size, and who uploaded it when.
 */
export interface MediaTable {
  id: Generated<number>;
  path: string;
  alt: Generated<string>;
  title: Generated<string>;
  width: Generated<number>;
  height: Generated<number>;
  bytes: Generated<number>;
  uploaded_by: string;
  uploaded_at: string;
  replaced_at: string | null;
}

/** A member's block of another (migration 010): either direction hides the pair from each other. */
export interface MemberBlockTable {
  id: Generated<number>;
  blocker_id: number;
  blocked_id: number;
  created_at: string;
}

/** A member's report to the team; open until closed_at. Ids go null when an account is deleted. */
export interface MemberReportTable {
  id: Generated<number>;
  reporter_id: number | null;
  reported_id: number | null;
  reporter_label: string;
  reported_label: string;
  reason: ReportReason;
  words: Generated<string>;
  created_at: string;
  closed_at: string | null;
  closed_by: string | null;
  close_note: string | null;
  /** What was done (migration 015); null while open. */
  outcome: ReportOutcome | null;
}

/** A member's shortlist entry (migration 010). */
export interface MemberShortlistTable {
  id: Generated<number>;
  member_id: number;
  saved_id: number;
  created_at: string;
}

/** A connection a member logged in from (migration 009; accounts/recovery.ts). */
export interface MemberAddressTable {
  member_id: number;
  /** sha256 of the member id and the address key (a /64 for IPv6), never the address itself. */
  address_hash: string;
  last_login_at: string;
}

/** A member shown to (listed) or opened by (profile) another on one India day (matching/quota.ts). */
export interface QuotaViewTable {
  viewer_id: number;
  member_id: number;
  /** YYYY-MM-DD in Asia/Kolkata. */
  day: string;
  kind: 'listed' | 'profile';
}

/** In-site notifications (src/server/notifications; migration 011). */
export interface NotificationTable {
  id: Generated<number>;
  member_id: number;
  kind: NotificationKind;
  request_id: number | null;
  created_at: string;
  read_at: string | null;
}

/** A mail kind the member turned off (no row: the mail is sent). */
export interface NotificationMailOffTable {
  member_id: number;
  kind: NotificationKind;
}

/** A verified member's name, gender or date of birth change waiting for the team (008). */
export interface IdentityChangeTable {
  member_id: number;
  mem_name: string;
  gender: string;
  dob: string;
  requested_at: string;
}

/** A new email waiting for its mailed link; the token's sha256 only (008). */
export interface EmailChangeTable {
  id: Generated<number>;
  member_id: number;
  new_email: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
}

/** The team's notes on a member: the application only inserts (migration 013). */
export interface MemberNoteTable {
  id: Generated<number>;
  member_id: number;
  author: string;
  at: string;
  text: string;
}

/** The team's replies by mail to a Write to Us message (migration 014); never changed. */
export interface ContactReplyTable {
  id: Generated<number>;
  message_id: number;
  text: string;
  /** The staff member's email, as the audit log names them. */
  author: string;
  at: string;
}

/** The photo link mailed at registration (migration 020): only the ticket's sha256 is kept. */
export interface PhotoTicketTable {
  id: Generated<number>;
  member_id: number;
  ticket_hash: string;
  uploads_left: number;
  created_at: string;
  expires_at: string;
}

/** A member's about me and partner preferences (migration 017); null / '' = any. */
export interface MemberPreferenceTable {
  member_id: number;
  about_me: string;
  pref_age_min: number | null;
  pref_age_max: number | null;
  pref_height_min: number | null;
  pref_height_max: number | null;
  /** Comma-separated option values. */
  pref_education: string;
  pref_income: string;
  pref_state: string;
  pref_city: string;
  pref_marital: string;
  /** '' | 'Mangalic' | 'General' (src/shared/domain/preferences.ts). */
  pref_manglik: string;
  updated_at: string;
}
