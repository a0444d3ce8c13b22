import type { ColumnName } from '../../shared/protocol/types';
import type { SiteSettingKey } from '../../shared/domain/siteSettings';
import type { Redirect } from './redirects';
import type {
  HindiMenuField,
  HindiRecordField,
  HindiSettingKey,
  HindiText,
} from '../../shared/domain/hindiText';

/** The content files' shapes once checked (format: content/README.md). */

export const COLUMN_NAMES = Array.from({ length: 15 }, (_, i) => `col${i + 1}` as ColumnName);
export type Columns = Record<ColumnName, string>;

export interface RecordInput {
  cols: Columns;
  /** "hi": the Hindi of its text columns (shared/domain/hindiText.ts). */
  hi: HindiText<HindiRecordField>;
  e_id: string;
  g_title: string;
  bg_img: string;
  entry_date: string | null;
  children: RecordInput[];
}

export interface SectionInput {
  type: string;
  g_title: string;
  bg_img: string;
  cols: Columns;
  hi: HindiText<HindiRecordField>;
  records: RecordInput[];
}

export interface PageInput {
  loc: string;
  sections: SectionInput[];
}

export interface MenuInput {
  key: string;
  parent: string | null;
  cols: Pick<Columns, 'col1' | 'col2' | 'col3' | 'col4' | 'col5' | 'col6'>;
  roles: string[];
  hi: HindiText<HindiMenuField>;
}

export interface ContentBundle {
  menus: MenuInput[];
  pages: PageInput[];
  gotras: string[];
  states: string[];
  /** Moved pages (redirects.json): old path → new path, answered with 301. */
  redirects: Redirect[];
  /** The site's settings (settings.json); keys it leaves out read as ''. */
  settings: Partial<Record<SiteSettingKey, string>>;
  /** The settings' Hindi (settings.json "hi"). */
  settingsHi: HindiText<HindiSettingKey>;
  /** sha256 of the files read, to tell which content a database holds. */
  hash: string;
}

export class ContentError extends Error {
  override name = 'ContentError';
}
