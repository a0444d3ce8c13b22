import fs from 'node:fs';
import path from 'node:path';
import { SITE_SETTING_KEYS } from '../../shared/domain/siteSettings';
import type { Db } from '../plugins/db';
import { readSettings } from '../settings';
import { COLUMN_NAMES } from './input';
import { parseRoles } from './repositories/menus';
import { readPageRows } from './repositories/pageEdit';
import type { ContentRow } from './repositories/records';
import { readStoredRedirects } from './repositories/menuEdit';

/**
 * `npm run content:export`: the live site written back as content/ files in the format
 * content:load reads (content/README.md), so what editors published in the console can be kept
 * in the repository. Sections, records and menu entries are written in the order their ids run,
 * which is the order content:load numbers them in: a site as loaded exports to files that load
 * with the same ids. Media files are not touched (the console does not change them).
 */
export interface ExportSummary {
  pages: number;
  menus: number;
}

/** Only the fields that hold something, as a content file's author writes them. */
function filled(row: ContentRow, extra: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(extra))
    if (value !== '' && value !== null && !(Array.isArray(value) && value.length === 0))
      out[key] = value;
  for (const c of COLUMN_NAMES) if (row[c] !== '') out[c] = row[c];
  return out;
}

/** The file name of a page: its loc with "/" written "__" (as content/pages names them). */
export const pageFileName = (loc: string): string => `${loc.replace(/\//g, '__')}.json`;

function pageFile(loc: string, rows: ContentRow[]) {
  const byId = (a: ContentRow, b: ContentRow) => a.id - b.id;
  const children = new Map<number, ContentRow[]>();
  for (const r of rows) {
    if (r.parent_id === null) continue;
    children.set(r.parent_id, [...(children.get(r.parent_id) ?? []), r]);
  }
  const records = (parent: number): Record<string, unknown>[] =>
    (children.get(parent) ?? []).sort(byId).map((r) =>
      filled(r, {
        e_id: r.e_id,
        g_title: r.g_title,
        bg_img: r.bg_img,
        entry_date: r.entry_date,
        children: records(r.id),
      }),
    );
  return {
    loc,
    sections: rows
      .filter((r) => r.parent_id === null)
      .sort(byId)
      .map((s) => ({
        type: s.section_type ?? '',
        ...filled(s, { g_title: s.g_title, bg_img: s.bg_img, records: records(s.id) }),
      })),
  };
}

const writeJson = (file: string, value: unknown) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
};

/** Writes pages/ (replacing its files), menus, settings, redirects, gotras and states. */
export async function exportContent(db: Db, contentDir: string): Promise<ExportSummary> {
  const locs = await db
    .selectFrom('content_records')
    .select('loc')
    .distinct()
    .where('parent_id', 'is', null)
    .where('loc', 'is not', null)
    .execute();
  const pages = await Promise.all(
    locs.map(async ({ loc }) => pageFile(loc ?? '', await readPageRows(db, loc ?? ''))),
  );
  const menus = await db.selectFrom('menus').selectAll().orderBy('sort').orderBy('id').execute();
  const settings = await readSettings(db);
  const redirects = await readStoredRedirects(db);
  const gotras = await db.selectFrom('gotras').select('temple_name').orderBy('id').execute();
  const states = await db.selectFrom('states').select('name').orderBy('id').execute();

  fs.rmSync(path.join(contentDir, 'pages'), { recursive: true, force: true });
  for (const page of pages) writeJson(path.join(contentDir, 'pages', pageFileName(page.loc)), page);
  // Hidden entries are left out: menus.json has no way to say hidden (the console keeps them).
  const shown = menus.filter((m) => m.hidden !== 1);
  const kept = new Set(shown.map((m) => m.id));
  writeJson(
    path.join(contentDir, 'menus.json'),
    shown.map((m) => ({
      key: `m${m.id}`,
      parent: m.parent_id !== null && kept.has(m.parent_id) ? `m${m.parent_id}` : null,
      col1: m.col1,
      col2: m.col2,
      col3: m.col3,
      col4: m.col4,
      col5: m.col5,
      col6: m.col6,
      roles: parseRoles(m.roles),
    })),
  );
  writeJson(
    path.join(contentDir, 'settings.json'),
    Object.fromEntries(
      SITE_SETTING_KEYS.filter((k) => settings[k] !== '').map((k) => [k, settings[k]]),
    ),
  );
  writeJson(
    path.join(contentDir, 'redirects.json'),
    redirects.map(({ from, to }) => ({ from, to })),
  );
  writeJson(path.join(contentDir, 'gotras.json'), gotras);
  writeJson(path.join(contentDir, 'states.json'), states);
  return { pages: pages.length, menus: shown.length };
}
