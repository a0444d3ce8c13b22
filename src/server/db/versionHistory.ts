import type { Kysely, Transaction } from 'kysely';
import type { Database } from './types';

type Reader = Kysely<Database> | Transaction<Database>;

/**
 * One helper for every versioned document the console edits (issue #17 item 5): the site's
 * settings (migration 021), the menus (023) and each page (025). A version table holds the whole
 * document as JSON with a note, who saved it, when, and which version a restore brought back;
 * its rows are never changed (the migrations' triggers). Every version is kept: a document is a
 * few kilobytes and saves are rare, so the last 50 (issue #17 item 5 asks at least that many)
 * are never at risk; the console lists the newest HISTORY_SHOWN.
 */
export const HISTORY_SHOWN = 50;

/** A version as the console lists it (the same fields in every *EditTypes.ts). */
export interface VersionLine {
  id: number;
  note: string;
  saved_by: string;
  saved_at: string;
  restored_from: number | null;
}

export interface SavedDocVersion<Doc> {
  line: VersionLine;
  doc: Doc;
}

export interface VersionMeta {
  savedBy: string;
  note: string;
  at: string;
  restoredFrom?: number;
}

type VersionTable = 'site_settings_versions' | 'menu_versions' | 'page_versions';

export interface VersionedDocSpec<Doc, Changes> {
  table: VersionTable;
  /** The column that holds the document's JSON. */
  column: 'settings' | 'menus' | 'page';
  /** A stored document, read leniently (versions outlive the code that wrote them). */
  parse: (json: string) => Doc;
  /** What a version changed from the one before it (listed beside each version). */
  changes: (before: Doc, after: Doc) => Changes;
  /** Two documents are the same (keep's onlyIfChanged); JSON equality unless given. */
  same?: (a: Doc, b: Doc) => boolean;
}

/** The versions of one document; `scope` names it among many in one table (a page's loc). */
export interface VersionedDoc<Doc, Changes> {
  find(db: Reader, id: number): Promise<SavedDocVersion<Doc> | undefined>;
  latest(db: Reader): Promise<SavedDocVersion<Doc> | undefined>;
  /** The newest versions first, each with what it changed from the one before it. */
  list(db: Reader, limit?: number): Promise<(VersionLine & { changes: Changes | null })[]>;
  count(db: Reader): Promise<number>;
  /**
   * Keeps the whole document as a new version; answers its id. With onlyIfChanged, a document
   * the same as the last version keeps nothing (and answers that version's id).
   */
  keep(
    trx: Transaction<Database>,
    doc: Doc,
    meta: VersionMeta,
    options?: { onlyIfChanged?: boolean },
  ): Promise<number>;
}

// The version tables share their columns; the helper reads them through this one shape.
interface AnyVersionRow {
  id: number;
  loc: string;
  settings: string;
  menus: string;
  page: string;
  note: string;
  saved_by: string;
  saved_at: string;
  restored_from: number | null;
}
type Loose = Kysely<Record<VersionTable, AnyVersionRow>>;
const loose = (db: Reader) => db as unknown as Loose;

export function versionedDoc<Doc, Changes>(
  spec: VersionedDocSpec<Doc, Changes>,
  scope?: { column: 'loc'; value: string },
): VersionedDoc<Doc, Changes> {
  const same = spec.same ?? ((a: Doc, b: Doc) => JSON.stringify(a) === JSON.stringify(b));
  const select = (db: Reader) => {
    const q = loose(db)
      .selectFrom(spec.table)
      .select(['id', 'note', 'saved_by', 'saved_at', 'restored_from', spec.column]);
    return scope ? q.where(scope.column, '=', scope.value) : q;
  };
  const toVersion = (row: Pick<AnyVersionRow, keyof VersionLine | typeof spec.column>) => ({
    line: {
      id: row.id,
      note: row.note,
      saved_by: row.saved_by,
      saved_at: row.saved_at,
      restored_from: row.restored_from,
    },
    doc: spec.parse(row[spec.column]),
  });

  const latest = async (db: Reader) => {
    const row = await select(db).orderBy('id', 'desc').limit(1).executeTakeFirst();
    return row && toVersion(row);
  };

  return {
    async find(db, id) {
      const row = await select(db).where('id', '=', id).executeTakeFirst();
      return row && toVersion(row);
    },
    latest,
    async list(db, limit = HISTORY_SHOWN) {
      // One more than shown: the oldest shown needs the one before it to say what it changed.
      const rows = await select(db)
        .orderBy('id', 'desc')
        .limit(limit + 1)
        .execute();
      const parsed = rows.map(toVersion);
      return parsed.slice(0, limit).map((v, i) => {
        const before = parsed[i + 1]?.doc;
        return { ...v.line, changes: before ? spec.changes(before, v.doc) : null };
      });
    },
    async count(db) {
      let q = loose(db)
        .selectFrom(spec.table)
        .select((eb) => eb.fn.countAll<number | string>().as('n'));
      if (scope) q = q.where(scope.column, '=', scope.value);
      return Number((await q.executeTakeFirstOrThrow()).n);
    },
    async keep(trx, doc, meta, { onlyIfChanged = false } = {}) {
      if (onlyIfChanged) {
        const last = await latest(trx);
        if (last && same(last.doc, doc)) return last.line.id;
      }
      const row = await loose(trx)
        .insertInto(spec.table)
        .values({
          ...(scope ? { [scope.column]: scope.value } : {}),
          [spec.column]: JSON.stringify(doc),
          note: meta.note,
          saved_by: meta.savedBy,
          saved_at: meta.at,
          restored_from: meta.restoredFrom ?? null,
        } as AnyVersionRow)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}
