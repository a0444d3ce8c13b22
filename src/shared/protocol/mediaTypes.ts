/** One picture of the media library, as the console lists it. */
export interface MediaItem {
  id: number;
  /** Its media path, as content columns name it: site/banner.jpg, library/3f….jpg. */
  path: string;
  /** Where the browser finds it: site pictures are public, under /media/. */
  url: string;
  /** '' while it needs alt text (and cannot be chosen for the site until it has some). */
  alt: string;
  title: string;
  width: number;
  height: number;
  bytes: number;
  /** A staff email, or `content:load` for the demo pictures. */
  uploaded_by: string;
  /** ISO times. */
  uploaded_at: string;
  replaced_at: string | null;
  /** How many places (records' columns and settings) name it. */
  uses: number;
}

/** The library, newest first, filtered by the words searched for. */
export interface MediaListAnswer {
  items: MediaItem[];
  /** How many pictures matched (at most MEDIA_LIST_MAX are listed). */
  total: number;
}

/** One place that names a picture. */
export interface MediaUse {
  /** In words: 'Page “home”, section 2 “Banner” (banner), record “Welcome”: picture (col4)'. */
  where: string;
  /** A content record's column, or a site setting. */
  kind: 'record' | 'setting';
  /** The page's address, or null for a setting. */
  loc: string | null;
  /** The record's id, or null for a setting. */
  record_id: number | null;
  /** The record's column (col4, col5, bg_img) or the setting's key (trust_logo). */
  field: string;
  /** 'published' (or 'draft' once page drafts are read). */
  state: 'published' | 'draft';
}

export interface MediaUsesAnswer {
  item: MediaItem;
  uses: MediaUse[];
}

/** An uploaded picture: the library's new item (its path is what a picker keeps). */
export interface MediaUploadAnswer {
  item: MediaItem;
  message: string;
}
