import type { Insertable } from 'kysely';
import { slugify } from '../../shared/domain/slug';
import type { ContentRecordTable, MenuTable } from '../db/types';
import type { SiteSettingKey } from '../../shared/domain/siteSettings';
import type { ContentBundle, Columns, RecordInput } from './input';
import type { Redirect } from './redirects';
import type { HindiSettingKey, HindiText } from '../../shared/domain/hindiText';

export type ContentRowInput = Insertable<ContentRecordTable> & { id: number };
export type MenuRowInput = Insertable<MenuTable> & { id: number };

export interface ContentPlan {
  records: ContentRowInput[];
  menus: MenuRowInput[];
  gotras: string[];
  states: string[];
  redirects: Redirect[];
  settings: Partial<Record<SiteSettingKey, string>>;
  settingsHi: HindiText<HindiSettingKey>;
  hash: string;
}

/** col14 as a number; empty or non-numeric orders last. */
export function sortKey(col14: string): number | null {
  const v = col14.trim();
  if (!v) return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

/** A row's columns with what is derived from them: its order (col14) and detail key (col1). */
export const planColumns = (cols: Columns) => ({
  ...cols,
  sort: sortKey(cols.col14),
  uri_key: slugify(cols.col1),
});

/**
 * Turns checked content into rows. Ids are numbered in file order with every parent before its
 * children, so the same files always give the same ids (links such as ?rf=12 survive a reload).
 */
export function planContent(bundle: ContentBundle, now: string): ContentPlan {
  const records: ContentRowInput[] = [];
  const base = planColumns;

  const addRecords = (inputs: RecordInput[], parentId: number) => {
    const ids = inputs.map((r) => {
      const id = records.length + 1;
      records.push({
        id,
        parent_id: parentId,
        loc: null,
        section_type: null,
        e_id: r.e_id,
        g_title: r.g_title,
        bg_img: r.bg_img,
        entry_date: r.entry_date,
        created_at: now,
        hi: JSON.stringify(r.hi),
        ...base(r.cols),
      });
      return id;
    });
    inputs.forEach((r, i) => addRecords(r.children, ids[i] as number));
  };

  for (const page of bundle.pages) {
    for (const section of page.sections) {
      const id = records.length + 1;
      records.push({
        id,
        parent_id: null,
        loc: page.loc,
        section_type: section.type,
        e_id: '',
        g_title: section.g_title,
        bg_img: section.bg_img,
        entry_date: null,
        created_at: now,
        hi: JSON.stringify(section.hi),
        ...base(section.cols),
      });
      addRecords(section.records, id);
    }
  }

  const menuIds = new Map(bundle.menus.map((m, i) => [m.key, i + 1]));
  const menus = bundle.menus.map((m, i): MenuRowInput => ({
    id: i + 1,
    parent_id: m.parent === null ? null : (menuIds.get(m.parent) ?? null),
    ...m.cols,
    roles: JSON.stringify(m.roles),
    sort: i + 1,
    hi: JSON.stringify(m.hi),
  }));

  return {
    records,
    menus,
    gotras: bundle.gotras,
    states: bundle.states,
    redirects: bundle.redirects,
    settings: bundle.settings,
    settingsHi: bundle.settingsHi,
    hash: bundle.hash,
  };
}
