import type { Generated } from 'kysely';

/** The Kysely view of the schema built by ./migrations. */
export interface Database {
  content_records: ContentRecordTable;
  menus: MenuTable;
  gotras: GotraTable;
  states: StateTable;
  contact_requests: ContactRequestTable;
  content_meta: ContentMetaTable;
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
