/**
 * The protocol registry: one entry per curl_type of requirements §7. Client endpoints, server handlers
 * and docs/protocol.md are all derived from this table, so a call is defined here and only here.
 */
import type {
  AccessAnswer,
  ActionAnswer,
  DashboardAnswer,
  DetailAnswer,
  FriendListItem,
  GotraItem,
  LoginAnswer,
  MemberFullProfile,
  MemberListAnswer,
  MyDataExport,
  MyProfile,
  NoteField,
  OtpTicketAnswer,
  PageAnswer,
  Role,
  StaffRole,
  SearchAnswer,
  StateItem,
  ContentRecord,
} from './types';
import {
  EDITABLE_PROFILE_FIELDS,
  PROFILE_ENTRY_FIELDS,
  REFERENCE_FIELDS,
  REGISTRATION_EXTRA_FIELDS,
} from '../domain/profile';
import { staffCalls } from './staffCalls';
import { pauseCalls } from './pauseCalls';
import { languageCalls } from './languageCalls';
import { settingsCalls } from './settingsCalls';
import { safetyCalls } from './safetyCalls';
import { recoveryCalls } from './recoveryCalls';
import { notificationCalls } from './notificationCalls';
import { identityCalls } from './identityCalls';
import { pendingPhotoCalls } from './pendingPhotoCalls';
import { matchCalls } from './matchCalls';
import { previewCalls } from './previewCalls';
import { PREFERENCE_FIELDS, type Preferences } from '../domain/preferences';

export type FieldName = string;

export interface CallSpec<Req extends Record<string, string>, Res> {
  /** Who may call: a visitor (anyone), a logged-in member, or the trust's team. */
  access: Role;
  /** For team calls: the staff roles that may make it (members and visitors never may). */
  staff?: readonly StaffRole[];
  /** Data calls answer JSON with status 1; action calls answer a message with 001 / 0 / -10. */
  kind: 'data' | 'action';
  /** What resP carries, in words (the TypeScript type is AnswerOf<C>). */
  answer: string;
  /** Whether the client sends only_cms=d (the content calls of requirements §7). */
  onlyCms: boolean;
  required: readonly (keyof Req & string)[];
  optional: readonly (keyof Req & string)[];
  summary: string;
  example: Req;
  /** Phantom: carries the request and answer types; never set at run time. */
  readonly types?: { req: Req; res: Res };
}

const call = <Req extends Record<string, string>, Res>(spec: CallSpec<Req, Res>) => spec;

type Fields<K extends string> = Record<K, string>;
type Token = { local_token: string };
/** 'hi': the Hindi of each text field that has one (protocol.md, Language); else English. */
type Lang = Partial<Fields<'lang'>>;
type Profile = Partial<Record<(typeof PROFILE_ENTRY_FIELDS)[number], string>>;
type Registration = Profile & Partial<Record<(typeof REGISTRATION_EXTRA_FIELDS)[number], string>>;

export const registry = {
  getAccessToken: call<Partial<Token> & Lang, AccessAnswer>({
    access: 'visitor',
    kind: 'data',
    answer: 'AccessAnswer: { menus: MenuRecord[], roles, user | null }',
    onlyCms: true,
    required: [],
    optional: ['local_token', 'lang'],
    summary: 'Menu and access records, with the roles and user of the caller (empty for visitors).',
    example: {},
  }),
  getPgData: call<Fields<'loc'> & Lang, PageAnswer>({
    access: 'visitor',
    kind: 'data',
    answer:
      'PageAnswer: { loc, sections: Section[] } — each section with its records; 0 when the page is unknown',
    onlyCms: true,
    required: ['loc'],
    optional: ['lang'],
    summary: 'The typed sections of one page, ordered by col14.',
    example: { loc: 'home' },
  }),
  getPgDataWithChild: call<
    Fields<'loc'> & Partial<Fields<'uri_key' | 'ref_id'>> & Lang,
    DetailAnswer
  >({
    access: 'visitor',
    kind: 'data',
    answer: 'DetailAnswer: { loc, section_type, record, children }; 0 when not found',
    onlyCms: true,
    required: ['loc'],
    optional: ['uri_key', 'ref_id', 'lang'],
    summary:
      'A detail page: one entry found by ref_id (entry id) or else by uri_key, with its children.',
    example: { loc: 'blogs', uri_key: 'Annual-Day-2025' },
  }),
  getPgDataRecentArticles: call<Fields<'starts_with'> & Lang, ContentRecord[]>({
    access: 'visitor',
    kind: 'data',
    answer: 'ContentRecord[] (newest first, at most 5)',
    onlyCms: true,
    required: ['starts_with'],
    optional: ['lang'],
    summary: 'The newest dated entries of pages whose key starts with starts_with.',
    example: { starts_with: 'articles' },
  }),
  searchContent: call<Fields<'q'> & Lang, SearchAnswer>({
    access: 'visitor',
    kind: 'data',
    answer:
      "SearchAnswer: { q, results: { kind: 'page' | 'entry', title, snippet, href }[] } — pages first, then entries newest first, at most 20; -10 when q is shorter than 2 or longer than 80 characters",
    onlyCms: true,
    required: ['q'],
    optional: ['lang'],
    summary:
      "The header's site search: public pages (by menu title and description, and by their text) and entries (by title and text) that hold q, any case. Snippets are plain text.",
    example: { q: 'scholarship' },
  }),
  getGotraList: call<Record<never, string>, GotraItem[]>({
    access: 'visitor',
    kind: 'data',
    answer: 'GotraItem[]: { id, temple_name }',
    onlyCms: false,
    required: [],
    optional: [],
    summary: 'The gotra list (temple_name).',
    example: {},
  }),
  getStates: call<Record<never, string>, StateItem[]>({
    access: 'visitor',
    kind: 'data',
    answer: 'StateItem[]: { id, name }',
    onlyCms: false,
    required: [],
    optional: [],
    summary: 'States and union territories of India (name).',
    example: {},
  }),
  addContactRequest: call<
    Fields<'_name' | 'contact_no' | 'message'> & Partial<Fields<'email'>>,
    ActionAnswer
  >({
    access: 'visitor',
    kind: 'action',
    answer: '001 with a thank-you message; -10 with the validation message',
    onlyCms: false,
    required: ['_name', 'contact_no', 'message'],
    optional: ['email'],
    summary: 'The Write to Us form.',
    example: { _name: 'Asha Goyal', contact_no: '9876543210', message: 'Please call me back.' },
  }),
  register_member: call<Registration & Lang, ActionAnswer>({
    access: 'visitor',
    kind: 'action',
    answer: `001 with the thank-you message of requirements §8.2.6; -10 with the validation message; 0 on failure`,
    onlyCms: false,
    required: [],
    optional: [...PROFILE_ENTRY_FIELDS, ...REGISTRATION_EXTRA_FIELDS, 'lang'],
    summary:
      "Registration; the account then awaits verification by the team. Required fields: requirements §5. lang (optional, 'hi'): the language the form was filled in, kept as the member's, so the checks' words and every mail from the first one are in it.",
    example: { mem_name: 'Rohan Mittal', gender: 'Male', email_id: 'rohan@example.in' },
  }),
  logint: call<Fields<'p1' | 'p2'>, LoginAnswer>({
    access: 'visitor',
    kind: 'data',
    answer:
      'LoginAnswer: { user: { id, first_name, mem_no }, roles, local_token }; not_validated with a message; 0',
    onlyCms: false,
    required: ['p1', 'p2'],
    optional: [],
    summary:
      'Login by email (p1) and password (p2): the user and a session token, not_validated, or 0.',
    example: { p1: 'rohan@example.in', p2: 'a long passphrase' },
  }),
  registerWithOTP: call<
    Fields<'p1_contact'> & Partial<Fields<'ref_id'>> & Partial<Token>,
    OtpTicketAnswer[]
  >({
    access: 'visitor',
    kind: 'data',
    answer: '[{ id }] — the OTP ticket; the same answer whether or not the email is registered',
    onlyCms: false,
    required: ['p1_contact'],
    optional: ['ref_id', 'local_token'],
    summary:
      "Forgot password: mails an OTP to the registered email; answers a list with the ticket id. local_token: the owner's own session, whose code mails strangers cannot use up.",
    example: { p1_contact: 'rohan@example.in' },
  }),
  logotp: call<Fields<'p1_otp' | 'ref_id'>, LoginAnswer>({
    access: 'visitor',
    kind: 'data',
    answer: `LoginAnswer on success; 0 'Invalid OTP'`,
    onlyCms: false,
    required: ['p1_otp', 'ref_id'],
    optional: [],
    summary: 'Verifies the OTP of a ticket; on success the member is logged in.',
    example: { p1_otp: '123456', ref_id: 'tkt_1' },
  }),
  resendOTP: call<Fields<'ref_id'>, ActionAnswer>({
    access: 'visitor',
    kind: 'action',
    answer: `001 'OTP resend successfully'; 0 'Unable to send OTP , kindly check or contact us'`,
    onlyCms: false,
    required: ['ref_id'],
    optional: [],
    summary: 'Sends a fresh OTP for a ticket.',
    example: { ref_id: 'tkt_1' },
  }),
  resetForgotPassword: call<
    Fields<'p1_newpassword' | 'p1_cong_newpassword' | 'ref_id'> & Partial<Token>,
    ActionAnswer
  >({
    access: 'visitor',
    kind: 'action',
    answer: '001 with a message (then home after 1 second); -10 / 0 with a message',
    onlyCms: false,
    required: ['p1_newpassword', 'p1_cong_newpassword', 'ref_id'],
    optional: ['local_token'],
    summary: 'Sets a new password after a verified OTP (authorised by the verified ticket).',
    example: {
      p1_newpassword: 'new passphrase',
      p1_cong_newpassword: 'new passphrase',
      ref_id: 'tkt_1',
    },
  }),
  getMyProfile: call<Token & Fields<'mem_key'>, MyProfile>({
    access: 'member',
    kind: 'data',
    answer:
      'MyProfile: requirements §3 fields (mem_no encoded, height in cm) with fmt_dob, fmt_time, pro_pic, other_pic (signed URLs), photos, photo_visibility, status, about_me and the pref_* partner preferences; 0 when mem_key is not the caller',
    onlyCms: false,
    required: ['local_token', 'mem_key'],
    optional: [],
    summary:
      "The caller's own profile (mem_key: the caller's encoded mem_no); also decides at page load whether the member is logged in.",
    example: { local_token: '…', mem_key: 'MTAwMQ==' },
  }),
  update_profile: call<Token & Profile & Partial<Preferences>, ActionAnswer>({
    access: 'member',
    kind: 'action',
    answer: '001 / -10 / 0 with a message',
    onlyCms: false,
    required: ['local_token'],
    // Reference persons are accepted (a read-only input is still serialised) but ignored.
    optional: [...EDITABLE_PROFILE_FIELDS, ...REFERENCE_FIELDS, ...PREFERENCE_FIELDS],
    summary:
      "Saves the editable profile fields, about me and the partner preferences (src/shared/domain/preferences.ts); fields not sent keep their value, reference persons are ignored. A verified member's new name, gender or date of birth waits for the team; email and mobile change only through changeEmail / changeMobile (-10 otherwise).",
    example: { local_token: '…', occupation: 'Chartered Accountant' },
  }),
  uploadProPic: call<Token & Fields<'pro_pic' | 'upd_for'>, ActionAnswer>({
    access: 'member',
    kind: 'action',
    answer: '001 with a message; -10 / 0 with a plain reason',
    onlyCms: false,
    required: ['local_token', 'pro_pic', 'upd_for'],
    optional: [],
    summary:
      'Uploads a photo as a data URL (JPEG, PNG or WebP, at most 5 MB; this call may send up to 8 MB, every other call 1 MB); upd_for is profile (replaces the old one) or other (gallery, at most 6).',
    example: { local_token: '…', pro_pic: 'data:image/jpeg;base64,…', upd_for: 'profile' },
  }),
  getDashboardData: call<Token, DashboardAnswer>({
    access: 'member',
    kind: 'data',
    answer:
      'DashboardAnswer: { member_reqests: { Total, Accepted, Pending }, changes_requested: { asked_at, text } | null, waiting_for_answer }',
    onlyCms: false,
    required: ['local_token'],
    optional: [],
    summary:
      'Request counters: Total, Accepted, Pending; and what the team asked to change, if anything.',
    example: { local_token: '…' },
  }),
  getMembers: call<Token & Fields<'ser_params'>, MemberListAnswer>({
    access: 'member',
    kind: 'data',
    answer:
      'MemberListAnswer: { members: ListingItem[], page, page_size (20), total, views_left when few are left }; -10 when ser_params cannot be read; 0 past the daily limit of members listed',
    onlyCms: false,
    required: ['local_token', 'ser_params'],
    optional: [],
    summary:
      'Search: verified members other than the caller, newest verified first (or by age, see sort), 20 a page. ser_params is the JSON of the filters (at most 2 KB; keys and meaning in src/shared/domain/schemas/search.ts): city_name, gender (default: the opposite of the caller), salary_per_anum (an income option, matched exactly, or a band), lowRange, highRange, education, skin_color, goutra, marital_status, ageMin, ageMax, heightMin, heightMax (cm), state_nm, mangalic_status, withPhoto (only photos the caller may see), member_no (the member ID as members read it), sort (newest, younger or older), hideSameGotra (default true), page. Each member listed for the first time today counts towards a daily limit (LIST_LIMIT_PER_DAY, 2000); reloading or refiltering what was seen costs nothing.',
    example: {
      local_token: '…',
      ser_params: '{"gender":"Female","lowRange":"-1","highRange":"-1","page":1}',
    },
  }),
  sendMemberRequest: call<Token & Fields<'req_acc_infoid'> & NoteField, ActionAnswer>({
    access: 'member',
    kind: 'action',
    answer: `001 with the request-sent message of requirements §8.2.12; -10 for a repeated request, a request to oneself, when the member has already sent the caller one, within 90 days of the member declining the caller's, or for a note over 300 characters; 0 when the member cannot be found or past the daily interest limit`,
    onlyCms: false,
    required: ['local_token', 'req_acc_infoid'],
    optional: ['note'],
    summary:
      'Sends an interest request to a verified member (req_acc_infoid: their account_info_id). A pair has at most one request, in either direction; an Expired one, or one declined 90 days ago, is replaced. 20 a day by default. note (optional, requirements §4.5.5): a short message to the receiver, at most 300 characters; one line, no control characters; shown to the receiver only.',
    example: { local_token: '…', req_acc_infoid: 'MTI=' },
  }),
  getFriendsMembers: call<Token, FriendListItem[]>({
    access: 'member',
    kind: 'data',
    answer:
      "FriendListItem[]: ListingItem with direction ('sent' | 'received') and contact (address and contacts, only when Accepted; else null); newest first",
    onlyCms: false,
    required: ['local_token'],
    optional: [],
    summary:
      'The requests the caller sent and received, with their statuses; agrees with the getDashboardData counters.',
    example: { local_token: '…' },
  }),
  acceptRejFrdRequest: call<
    Token & Fields<'req_acc_infoid' | 'mem_frd_req_id' | 'req_status'>,
    ActionAnswer
  >({
    access: 'member',
    kind: 'action',
    answer:
      "001 'Request accepted.' / 'Request declined.' (then the list reloads; the sender is mailed); 0 when the caller did not receive this request, it was already answered, it has Expired (30 days after it was sent) or past the daily answer limit; -10 for another req_status",
    onlyCms: false,
    required: ['local_token', 'req_acc_infoid', 'mem_frd_req_id', 'req_status'],
    optional: [],
    summary:
      "The receiver accepts or rejects a pending request (req_status Accepted or Rejected; req_acc_infoid: the sender's account_info_id; mem_frd_req_id from the listing).",
    example: {
      local_token: '…',
      req_acc_infoid: 'MTI=',
      mem_frd_req_id: 'Nw==',
      req_status: 'Accepted',
    },
  }),
  withdrawMemberRequest: call<Token & Fields<'mem_frd_req_id'>, ActionAnswer>({
    access: 'member',
    kind: 'action',
    answer:
      "001 'Request withdrawn.'; 0 when the caller did not send this request, it was already answered or has Expired, or past the daily answer limit",
    onlyCms: false,
    required: ['local_token', 'mem_frd_req_id'],
    optional: [],
    summary: 'The sender withdraws a request that is still Pending (the request is deleted).',
    example: { local_token: '…', mem_frd_req_id: 'Nw==' },
  }),
  getMemberProfile: call<Token & Fields<'req_acc_infoid'>, MemberFullProfile>({
    access: 'member',
    kind: 'data',
    answer:
      "MemberFullProfile: every requirements §3 field with age, fmt_dob, fmt_time and the photos (signed for the caller), views_left when few are left; 0 'This profile is not available.' unless the two are accepted",
    onlyCms: false,
    required: ['local_token', 'req_acc_infoid'],
    optional: [],
    summary:
      "View Profile: the full biodata, address, contacts and gallery of a member whose request the caller accepted or who accepted the caller's. Each member opened for the first time today counts towards a daily limit (PROFILE_LIMIT_PER_DAY, 100).",
    example: { local_token: '…', req_acc_infoid: 'MTI=' },
  }),
  logout: call<Token & Partial<Fields<'everywhere'>>, ActionAnswer>({
    access: 'member',
    kind: 'action',
    answer: "001 'You have been logged out.'",
    onlyCms: false,
    required: ['local_token'],
    optional: ['everywhere'],
    summary:
      "Ends the caller's session (the token stops working at once); with everywhere=1, every session of the member, on every device.",
    example: { local_token: '…' },
  }),
  exportMyData: call<Token, MyDataExport>({
    access: 'member',
    kind: 'data',
    answer:
      'MyDataExport: { exported_at, profile, consent, requests_sent, requests_received, photos }',
    onlyCms: false,
    required: ['local_token'],
    optional: [],
    summary:
      "Everything the site holds about the caller, as JSON: profile, consent, requests (the other side's mem_no only) and photos.",
    example: { local_token: '…' },
  }),
  deleteAccount: call<Token & Fields<'password'>, ActionAnswer>({
    access: 'member',
    kind: 'action',
    answer: "001 'Your account has been deleted.'; 0 when the password is wrong",
    onlyCms: false,
    required: ['local_token', 'password'],
    optional: [],
    summary:
      "Deletes the caller's account after checking the password: profile, sessions, requests and photos.",
    example: { local_token: '…', password: 'a long passphrase' },
  }),
  removePhoto: call<Token & Fields<'photo_id'>, ActionAnswer>({
    access: 'member',
    kind: 'action',
    answer: "001 'Photo removed.'; 0 when the photo is not the caller's",
    onlyCms: false,
    required: ['local_token', 'photo_id'],
    optional: [],
    summary: "Removes one of the caller's photos (photo_id from getMyProfile's photos).",
    example: { local_token: '…', photo_id: '3' },
  }),
  setPhotoVisibility: call<Token & Fields<'visibility'>, ActionAnswer>({
    access: 'member',
    kind: 'action',
    answer: "001 'Your photo settings have been saved.'; -10 for an unknown value",
    onlyCms: false,
    required: ['local_token', 'visibility'],
    optional: [],
    summary:
      "Who may see the caller's photos: all (every logged-in member) or accepted (members whose request was accepted).",
    example: { local_token: '…', visibility: 'accepted' },
  }),
  // The team console's calls (src/shared/protocol/staffCalls.ts).
  ...staffCalls,
  // Pausing a profile (src/shared/protocol/pauseCalls.ts).
  ...pauseCalls,
  // The site's settings (src/shared/protocol/settingsCalls.ts).
  ...settingsCalls,
  // Blocks, reports and the shortlist, with the team's reports queue (safetyCalls.ts).
  ...safetyCalls,
  ...recoveryCalls,
  // The member's notifications (src/shared/protocol/notificationCalls.ts).
  ...notificationCalls,
  ...identityCalls,
  ...pendingPhotoCalls,
  ...matchCalls,
  // A member's page before an interest (src/shared/protocol/previewCalls.ts).
  ...previewCalls,
  // A member's language, for the mails (src/shared/protocol/languageCalls.ts).
  ...languageCalls,
} as const;

export type Registry = typeof registry;
export type CurlType = keyof Registry;
export const CURL_TYPES = Object.keys(registry) as CurlType[];

export type RequestOf<C extends CurlType> =
  NonNullable<Registry[C]['types']> extends { req: infer R } ? R : never;
export type AnswerOf<C extends CurlType> =
  NonNullable<Registry[C]['types']> extends { res: infer R } ? R : never;

export const isCurlType = (s: string): s is CurlType => Object.hasOwn(registry, s);

/** Fields every call carries besides its own (requirements §7.2). */
export const COMMON_FIELDS = ['curl_type', 'm_type', 'res_func', 'only_cms'] as const;
