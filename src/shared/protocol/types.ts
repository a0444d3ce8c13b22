/** Answer shapes of requirements §3, as they travel in resP. */
import type { ProfileEntryField } from '../domain/profile';
import type { PendingIdentity } from './identityTypes';
import type { Preferences } from '../domain/preferences';

export type Role = 'visitor' | 'member' | 'team';

/** The trust's staff roles (team calls list which of them may call). */
export type StaffRole = 'admin' | 'verifier' | 'editor';
export const STAFF_ROLES: readonly StaffRole[] = ['admin', 'verifier', 'editor'];

export type ColumnName =
  | 'col1'
  | 'col2'
  | 'col3'
  | 'col4'
  | 'col5'
  | 'col6'
  | 'col7'
  | 'col8'
  | 'col9'
  | 'col10'
  | 'col11'
  | 'col12'
  | 'col13'
  | 'col14'
  | 'col15';

/** Generic content record (requirements §3.1): col1..col15 plus id, parent_id, e_id, g_title, bg_img. */
export type ContentRecord = {
  id: number;
  parent_id: number | null;
  e_id: string;
  g_title: string;
  bg_img: string;
  /** Our additions: the detail-page key (slug of col1) and the date of a blog/article entry. */
  uri_key: string;
  entry_date: string | null;
} & Record<ColumnName, string>;

/** A typed page section: its own record plus the records inside it. */
export interface Section {
  id: number;
  type: string;
  g_title: string;
  bg_img: string;
  sort: number;
  records: ContentRecord[];
}

/** Menu and access record (requirements §3.2). col6 is 'menu' or 'top_menu'. */
export interface MenuRecord {
  id: number;
  parent_id: number | null;
  col1: string;
  col2: string;
  col3: string;
  col4: string;
  col5: string;
  col6: 'menu' | 'top_menu';
  roles: Role[];
}

/** The user part of the user object (requirements §3.3); mem_no is base64 of the member number. */
export interface SessionUser {
  id: number;
  first_name: string;
  mem_no: string;
}

export interface AccessAnswer {
  menus: MenuRecord[];
  roles: Role[];
  user: SessionUser | null;
}

export interface PageAnswer {
  loc: string;
  sections: Section[];
  /**
   * The media library's alt text of the page's pictures, keyed by the picture column's value as
   * stored, trimmed ('site/x.jpg'); left out when none has one (issue #17 item 6).
   */
  media_alt?: Record<string, string>;
}

export interface DetailAnswer {
  loc: string;
  /** The section type the entry was listed in (blog_listing, article_listing, …). */
  section_type: string;
  record: ContentRecord;
  children: ContentRecord[];
}

export interface GotraItem {
  id: number;
  temple_name: string;
}

export interface StateItem {
  id: number;
  name: string;
}

/** One public page or entry the site search found; href is built on the server. */
export interface SearchResult {
  kind: 'page' | 'entry';
  /** Plain text. */
  title: string;
  /** Plain text around the first match (tags stripped on the server); may be ''. */
  snippet: string;
  href: string;
}

/** searchContent: the words searched for (trimmed) and what they found, pages first. */
export interface SearchAnswer {
  q: string;
  results: SearchResult[];
}

/** resPS 001 / 0 / -10 with resP's message: the answer of every action call. */
export interface ActionAnswer {
  status: '001' | '0' | '-10';
  message: string;
}

export interface LoginAnswer {
  user: SessionUser;
  roles: Role[];
  local_token: string;
}

export interface DashboardAnswer {
  member_reqests: { Total: number; Accepted: number; Pending: number };
  /**
   * Added by this project (issue 16): what the team asked the member to change before the
   * registration can be verified, while the request is open; null otherwise.
   */
  changes_requested?: { asked_at: string; text: string } | null;
  /** Added by issue #15: interests received that still wait for the member's answer (Pending). */
  waiting_for_answer?: number;
}

/** Member profile (requirements §3.4). Shapes are settled by the accounts issue; keys are the wire names. */
export type MemberProfile = Record<string, string | number | null>;

export type MemberStatus = 'pending' | 'verified' | 'rejected';
export type PhotoKind = 'profile' | 'other';
/** Who may see a member's photos: every member, or only members whose request was accepted. */
export type PhotoVisibility = 'all' | 'accepted';

/** One stored photo; url and thumb_url are signed, short-lived links minted for the viewer. */
export interface PhotoItem {
  id: number;
  kind: PhotoKind;
  url: string;
  thumb_url: string;
}

/**
 * getMyProfile's answer: every requirements §3 field (height in cm, mem_no base64-encoded) plus the
 * formatted dob (fmt_dob, "14 May 2000") and birth time (fmt_time, "6:45 AM"). Never the password.
 */
export type MyProfile = Record<Exclude<ProfileEntryField, 'height'>, string> & {
  id: number;
  mem_no: string;
  first_name: string;
  height: number;
  fmt_dob: string;
  fmt_time: string;
  /** Signed URL of the profile photo, or ''. */
  pro_pic: string;
  /** Signed URLs of the gallery photos, comma-separated (requirements §3), or ''. */
  other_pic: string;
  photos: PhotoItem[];
  photo_visibility: PhotoVisibility;
  status: MemberStatus;
  /** "Verified by the trust on ‹date›": the day the team verified the member, for people. */
  verified_on: string | null;
  /** A name, gender or date of birth change waiting for the team; null when none. */
  pending_identity: PendingIdentity | null;
  /** A new email address waiting for its mailed link to be opened; null when none. */
  pending_email: string | null;
} & Partial<Preferences>;

/** One request in exportMyData: the other side is named by its member number only. */
export interface ExportedRequest {
  other_mem_no: string;
  req_status: RequestStatus;
  created_at: string;
  updated_at: string;
  /** The note sent with it (requirements §4.5.5); null when none was written. */
  note: string | null;
}

/** exportMyData's answer: everything the site holds about the caller (no password hash). */
export interface MyDataExport {
  exported_at: string;
  profile: Omit<
    MyProfile,
    'pro_pic' | 'other_pic' | 'photos' | 'verified_on' | 'pending_identity' | 'pending_email'
  > & {
    created_at: string;
    verified_at: string | null;
  };
  consent: { version: string; given_at: string };
  requests_sent: ExportedRequest[];
  requests_received: ExportedRequest[];
  photos: { id: number; kind: PhotoKind; width: number; height: number; created_at: string }[];
  /** A name, gender or date of birth change waiting for the team, and a new email waiting. */
  pending_identity: PendingIdentity | null;
  pending_email: string | null;
}

/** Expired: a pending request 30 days after it was sent (it can no longer be answered). */
export type RequestStatus = 'Pending' | 'Accepted' | 'Rejected' | 'Expired';

/** One request between the caller and a listed member: who sent it, who received it. */
export interface FrdReqLink {
  req_by_acc_inf_id: string;
  req_rec_acc_inf_id: string;
}

/**
 * Listing item (requirements §3.5): what any verified member may see of another, plus where the requests
 * between the two stand. Built by an allow-list on the server: never address, landmark, pincode,
 * contact numbers, email, parents' contacts, reference persons, gallery photos, date or time or
 * place of birth.
 *
 * Ids travel base64-encoded like mem_no: account_info_id is base64 of the member id's decimal
 * text ("12" → "MTI="), mem_frd_req_id base64 of the request id's.
 */
export interface ListingItem {
  account_info_id: string;
  mem_no: string;
  mem_name: string;
  first_name: string;
  gender: string;
  /** Whole years on the server's clock (UTC date); null when the stored date is unreadable. */
  age: number | null;
  /** cm */
  height: number;
  city_nm: string;
  state_nm: string;
  max_qualification: string;
  occupation: string;
  /** Income option value in lakh: 6, 8, 10, 15, 20, 30, 40 or 41 (more than 40). */
  self_anum: string;
  self_goutra: string;
  mama_goutra: string;
  marital_status: string;
  mangalic_status: string;
  /**
   * Signed URL (for this viewer, short-lived) of the profile photo's 320 px thumbnail when the
   * member shows photos to all members or the two are accepted; otherwise ''.
   */
  pro_pic: string;
  /** The caller's request to this member: null when none. */
  req_status: RequestStatus | null;
  /** This member's request to the caller: null when none. */
  req_rec_status: RequestStatus | null;
  /** How many requests exist between the two (0 or 1: a pair has at most one). */
  req_count: number;
  /** account_info_id of the receiver of the pair's request (the caller's own when received). */
  req_rec_acc_inf_id: string | null;
  /** The pair's request, for acceptRejFrdRequest and withdrawMemberRequest; null when none. */
  mem_frd_req_id: string | null;
  /** The pair's requests, one entry each (req_count entries). */
  frd_req_json: FrdReqLink[];
  /**
   * The day the trust verified the member, for people ("12 March 2026"); null when unknown. A
   * member whose identity change waits for re-verification keeps it (and the old values).
   */
  verified_on: string | null;
  /**
   * True when the member has a profile photo that the caller may see only once a request between
   * them is accepted (pro_pic is then ''): the card shows "Photo after acceptance".
   */
  photo_after_acceptance: boolean;
  /** The first line of the member's "About me" (at most 160 characters); absent when none. */
  about_me_line?: string;
}

/** Address and contacts: only between members whose request was accepted, and to oneself. */
export interface MemberContact {
  address: string;
  landmark: string;
  pincode: string;
  contact_no: string;
  email_id: string;
  father_contact: string;
  mother_contact: string;
}

/** getFriendsMembers: one item per request the caller sent or received. */
/** sendMemberRequest's optional note (requirements §4.5.5). */
export type NoteField = Partial<Record<'note', string>>;

export type FriendListItem = ListingItem & {
  /** Whether the caller sent this request or received it. */
  direction: 'sent' | 'received';
  /** The other member's address and contacts once the request is Accepted; else null. */
  contact: MemberContact | null;
  /** The sender's note (requirements §4.5.5): on received requests only, when one was written. */
  note?: string;
};

/**
 * getMemberProfile: the full biodata of a member the caller is accepted with (either side
 * accepted the other's request), with signed photo URLs for the caller. Never the password.
 */
export type MemberFullProfile = Record<Exclude<ProfileEntryField, 'height'>, string> & {
  account_info_id: string;
  mem_no: string;
  first_name: string;
  height: number;
  age: number | null;
  fmt_dob: string;
  fmt_time: string;
  /** Signed URL of the profile photo, or ''. */
  pro_pic: string;
  /** Signed URLs of the gallery photos, comma-separated (requirements §3), or ''. */
  other_pic: string;
  photos: PhotoItem[];
  /** How many more new full profiles may be opened today; only when few are left. */
  views_left?: number;
  /** As ListingItem's: the day the trust verified the member, for people; null when unknown. */
  verified_on: string | null;
  /** The member's "About me", whole; absent when none. */
  about_me?: string;
};

export interface MemberListAnswer {
  members: ListingItem[];
  page: number;
  page_size: number;
  total: number;
  /** How many more new members may be listed today; only when few are left. */
  views_left?: number;
}

/** resetPasswordAndLogin: the new session of the device that reset, and the message to show. */
export interface PasswordResetLogin extends LoginAnswer {
  message: string;
}

export interface OtpTicketAnswer {
  id: string;
}

/** getMyPause: whether the caller's profile is paused now, and until when (null: until resumed). */
export interface PauseStatus {
  paused: boolean;
  paused_at: string | null;
  until: string | null;
}
