/** Answer shapes of seed §3, as they travel in resP. */

export type Role = 'visitor' | 'member' | 'team';

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

/** Generic content record (seed §3): col1..col15 plus id, parent_id, e_id, g_title, bg_img. */
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

/** Menu and access record (seed §3). col6 is 'menu' or 'top_menu'. */
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

/** The user part of seed §3's user object; mem_no is base64 of the member number. */
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
}

/** Member profile (seed §3). Shapes are settled by the accounts issue; keys are the seed's. */
export type MemberProfile = Record<string, string | number | null>;

/** Listing item (seed §3): profile fields safe to show plus where a request stands. */
export type ListingItem = MemberProfile & {
  account_info_id: string;
  req_status: string | null;
  req_rec_status: string | null;
  req_count: number;
  req_rec_acc_inf_id: string | null;
  mem_frd_req_id: string | null;
  frd_req_json: { req_by_acc_inf_id: string; req_rec_acc_inf_id: string }[];
};

export interface MemberListAnswer {
  members: ListingItem[];
  page: number;
  page_size: number;
  total: number;
}

export interface OtpTicketAnswer {
  id: string;
}
