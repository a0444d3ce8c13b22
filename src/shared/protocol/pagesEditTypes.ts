import type { ColumnName, PageAnswer } from './types';

/**
 * The console's Pages screen (issue #17 items 3, 4, 5 and 7): a page as the editor edits it.
 * The same shape as a content/pages/*.json file once read (server/content/input.ts), plus the
 * ids of saved sections and records, so a publish keeps every record's id and the site's
 * detail links (`read_now/{title}?rf={id}`) keep working. An id of null is a new one.
 */
export type PageColumns = Record<ColumnName, string>;

/**
 * A record's or section's Hindi (issue #18 item 4): field → Hindi text for the fields that may
 * have one (shared/domain/hindiText.ts); a field left out shows its English.
 */
export type PageHindi = Partial<Record<ColumnName | 'g_title', string>>;

export interface PageRecordDoc {
  id: number | null;
  cols: PageColumns;
  /** Optional on the wire: a page saved without it keeps no Hindi. */
  hi?: PageHindi;
  e_id: string;
  g_title: string;
  bg_img: string;
  /** YYYY-MM-DD for dated entries (events, articles), else null. */
  entry_date: string | null;
  children: PageRecordDoc[];
}

export interface PageSectionDoc {
  id: number | null;
  /** A key of SECTION_TYPES (shared/domain/sectionTypes.ts). */
  type: string;
  g_title: string;
  bg_img: string;
  /** The section's heading row. */
  cols: PageColumns;
  hi?: PageHindi;
  records: PageRecordDoc[];
}

export interface PageDoc {
  loc: string;
  sections: PageSectionDoc[];
}

/** One page in the Pages screen's list. */
export interface PageListItem {
  loc: string;
  /** The menu entry's label for this address, else the loc itself. */
  title: string;
  sections: number;
  /** A draft is waiting to be published. */
  has_draft: boolean;
  /** ISO time of the newest publish, or null when it was never published from the console. */
  published_at: string | null;
}

export interface PagesListAnswer {
  pages: PageListItem[];
}

/** One kept version of a page (a publish or a restore). */
export interface PageVersionLine {
  id: number;
  note: string;
  /** Staff email, or `content:load`. */
  saved_by: string;
  /** ISO time. */
  saved_at: string;
  restored_from: number | null;
}

export interface PageVersionItem extends PageVersionLine {
  /** How many changes from the version before it (null: the first). */
  changes: number | null;
}

export interface PageDraftInfo {
  saved_at: string;
  saved_by: string;
}

/** pageOpen: the draft if there is one, else the published page, with its history. */
export interface PageEditAnswer {
  page: PageDoc;
  draft: PageDraftInfo | null;
  /** The newest version's id (send back as base_version), or null before any. */
  version: number | null;
  /** Newest first, at most 50. */
  versions: PageVersionItem[];
  total: number;
}

export interface PageComparison {
  from: PageVersionLine;
  to: PageVersionLine;
  /** One line in words each: "Section “Events” › record “Diwali Milan” added". */
  changes: string[];
}

/** pagePreview answers exactly what getPgData would answer once the draft is published. */
export type PagePreviewAnswer = PageAnswer;
