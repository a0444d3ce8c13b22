import { sql, type Kysely, type Transaction } from 'kysely';
import { describePageChanges, emptyColumns, PAGE_COLUMNS } from '../../../shared/domain/pageDoc';
import type {
  PageColumns,
  PageDoc,
  PageDraftInfo,
  PageHindi,
  PageRecordDoc,
  PageSectionDoc,
} from '../../../shared/protocol/pagesEditTypes';
import { cleanHindi, readStoredHindi } from '../../../shared/domain/hindiText';
import { isPostgres } from '../../db/dialect';
import type { Database } from '../../db/types';
import { versionedDoc } from '../../db/versionHistory';
import { planColumns } from '../plan';
import type { ContentRow } from './records';

type Reader = Kysely<Database> | Transaction<Database>;

/**
 * The console's Pages screen's SQL (issue #17 items 3-5): a page's published rows read as a
 * PageDoc and written back whole, its draft (page_drafts) and its versions (page_versions,
 * migration 025). content_records holds the published site only, so everything the site reads
 * (getPgData, detail pages, recent articles, search, the link check) never sees a draft.
 */

const columnsOf = (row: ContentRow): PageColumns =>
  Object.fromEntries(PAGE_COLUMNS.map((c) => [c, row[c]])) as PageColumns;

/** A row's Hindi as the PageDoc carries it: left out when it has none, so old drafts compare equal. */
const hindiOf = (row: ContentRow): { hi?: PageHindi } => {
  const hi = readStoredHindi(row.hi);
  return Object.keys(hi).length > 0 ? { hi } : {};
};

const inOrder = (a: ContentRow, b: ContentRow) =>
  (a.sort ?? Infinity) - (b.sort ?? Infinity) || a.id - b.id;

/** Every row of a page: its sections and everything under them, parents before children. */
export async function readPageRows(db: Reader, loc: string): Promise<ContentRow[]> {
  const sections = await db
    .selectFrom('content_records')
    .selectAll()
    .where('parent_id', 'is', null)
    .where('loc', '=', loc)
    .execute();
  const out = [...sections];
  let parents = sections.map((s) => s.id);
  while (parents.length > 0) {
    const rows = await db
      .selectFrom('content_records')
      .selectAll()
      .where('parent_id', 'in', parents)
      .execute();
    out.push(...rows);
    parents = rows.map((r) => r.id);
  }
  return out;
}

/** A page's rows (as readPageRows or pageRows give them) as the PageDoc the console edits. */
export function pageDocOf(loc: string, rows: readonly ContentRow[]): PageDoc {
  const children = new Map<number, ContentRow[]>();
  for (const r of rows) {
    if (r.parent_id === null) continue;
    const list = children.get(r.parent_id) ?? [];
    list.push(r);
    children.set(r.parent_id, list);
  }
  const recordsUnder = (id: number): PageRecordDoc[] =>
    [...(children.get(id) ?? [])].sort(inOrder).map((r) => ({
      id: r.id,
      cols: columnsOf(r),
      ...hindiOf(r),
      e_id: r.e_id,
      g_title: r.g_title,
      bg_img: r.bg_img,
      entry_date: r.entry_date,
      children: recordsUnder(r.id),
    }));
  return {
    loc,
    sections: rows
      .filter((r) => r.parent_id === null)
      .sort(inOrder)
      .map((s): PageSectionDoc => ({
        id: s.id,
        type: s.section_type ?? '',
        g_title: s.g_title,
        bg_img: s.bg_img,
        cols: columnsOf(s),
        ...hindiOf(s),
        records: recordsUnder(s.id),
      })),
  };
}

/** The page visitors get now, as a PageDoc (no sections: a page with none yet). */
export async function readPublishedPage(db: Reader, loc: string): Promise<PageDoc> {
  return pageDocOf(loc, await readPageRows(db, loc));
}

/**
 * A PageDoc as the rows content_records would hold once it is published, parents before their
 * children: the derived columns as content:load plans them (plan.ts planColumns), each saved id
 * kept and a new one given by `freshId` (called in this order, which is the order a publish
 * inserts them in).
 */
export function pageRows(
  page: PageDoc,
  idFor: (id: number | null) => number,
  createdAt: string,
): ContentRow[] {
  const out: ContentRow[] = [];
  const add = (
    node: {
      id: number | null;
      cols: PageColumns;
      hi?: PageHindi;
      g_title: string;
      bg_img: string;
    },
    parentId: number | null,
    extra: Pick<ContentRow, 'loc' | 'section_type' | 'e_id' | 'entry_date'>,
  ): number => {
    const id = idFor(node.id);
    out.push({
      id,
      parent_id: parentId,
      ...extra,
      g_title: node.g_title,
      bg_img: node.bg_img,
      created_at: createdAt,
      hi: JSON.stringify(cleanHindi(node.hi ?? {})),
      ...planColumns({ ...emptyColumns(), ...node.cols }),
    });
    return id;
  };
  const addRecords = (records: PageRecordDoc[], parentId: number) => {
    for (const r of records) {
      const id = add(r, parentId, {
        loc: null,
        section_type: null,
        e_id: r.e_id,
        entry_date: r.entry_date,
      });
      addRecords(r.children, id);
    }
  };
  for (const s of page.sections) {
    const id = add(s, null, { loc: page.loc, section_type: s.type, e_id: '', entry_date: null });
    addRecords(s.records, id);
  }
  return out;
}

/** The highest id content_records holds (new rows are numbered after it). */
export async function highestRecordId(db: Reader): Promise<number> {
  const row = await db
    .selectFrom('content_records')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/**
 * Ids for a page's rows: a saved id is kept unless another page holds it now (then it is new,
 * never taking another page's record); a new one is numbered after every id there is.
 */
async function idPlanner(db: Reader, loc: string, page: PageDoc) {
  const mine = new Set((await readPageRows(db, loc)).map((r) => r.id));
  const wanted = page.sections.flatMap(function ids(n: PageSectionDoc | PageRecordDoc): number[] {
    const kids = 'records' in n ? n.records : n.children;
    return [...(n.id === null ? [] : [n.id]), ...kids.flatMap(ids)];
  });
  const taken = new Set(
    wanted.length === 0
      ? []
      : (await db.selectFrom('content_records').select('id').where('id', 'in', wanted).execute())
          .map((r) => r.id)
          .filter((id) => !mine.has(id)),
  );
  let next = Math.max(await highestRecordId(db), ...wanted) + 1;
  return (id: number | null) => (id !== null && !taken.has(id) ? id : next++);
}

/** The rows `page` would have once published, ids as the publish will give them. */
export async function plannedPageRows(db: Reader, page: PageDoc, at: string) {
  return pageRows(page, await idPlanner(db, page.loc, page), at);
}

/**
 * Makes content_records hold `page` as its loc's published rows, inside the publish's
 * transaction: the loc's old rows go, the page's rows go in with their ids (detail links such as
 * ?rf=12 keep working). Answers the page with every id filled in, as it is now stored.
 */
export async function writePublishedPage(
  trx: Transaction<Database>,
  page: PageDoc,
  at: string,
): Promise<PageDoc> {
  const rows = await plannedPageRows(trx, page, at);
  const old = (await readPageRows(trx, page.loc)).map((r) => r.id);
  // Children first: SQLite checks the parent key only when foreign keys are on, PostgreSQL always.
  for (let i = old.length; i > 0; i -= 200)
    await trx
      .deleteFrom('content_records')
      .where('id', 'in', old.slice(Math.max(0, i - 200), i))
      .execute();
  for (const row of rows) await trx.insertInto('content_records').values(row).execute();
  if (isPostgres(trx) && rows.length > 0) {
    await sql`select setval(pg_get_serial_sequence('content_records', 'id'),
      (select coalesce(max(id), 0) + 1 from content_records), false)`.execute(trx);
  }
  return pageDocOf(page.loc, rows);
}

/** A stored PageDoc (a draft or a version); anything unreadable is a page with no sections. */
export function parsePageDoc(json: string, loc: string): PageDoc {
  try {
    const value = JSON.parse(json) as Partial<PageDoc>;
    return { loc, sections: Array.isArray(value.sections) ? value.sections : [] };
  } catch {
    return { loc, sections: [] };
  }
}

/** A page's versions, through the console's one versioned-document helper. */
export const pageHistory = (loc: string) =>
  versionedDoc(
    {
      table: 'page_versions',
      column: 'page',
      parse: (json) => parsePageDoc(json, loc),
      changes: (before: PageDoc, after: PageDoc) => describePageChanges(before, after).length,
    },
    { column: 'loc', value: loc },
  );

export interface PageDraft {
  page: PageDoc;
  info: PageDraftInfo;
}

export async function readDraft(db: Reader, loc: string): Promise<PageDraft | undefined> {
  const row = await db
    .selectFrom('page_drafts')
    .selectAll()
    .where('loc', '=', loc)
    .executeTakeFirst();
  return (
    row && {
      page: parsePageDoc(row.page, loc),
      info: { saved_at: row.saved_at, saved_by: row.saved_by },
    }
  );
}

export async function saveDraft(
  trx: Transaction<Database>,
  page: PageDoc,
  info: PageDraftInfo,
): Promise<void> {
  const values = { page: JSON.stringify(page), ...info };
  await trx
    .insertInto('page_drafts')
    .values({ loc: page.loc, ...values })
    .onConflict((oc) => oc.column('loc').doUpdateSet(values))
    .execute();
}

/** Answers whether there was a draft to delete. */
export async function deleteDraft(trx: Transaction<Database>, loc: string): Promise<boolean> {
  const gone = await trx.deleteFrom('page_drafts').where('loc', '=', loc).executeTakeFirst();
  return Number(gone.numDeletedRows) > 0;
}

/** Every page address with sections, how many, and its drafts and newest publish. */
export async function pageAddresses(db: Reader) {
  const [sections, drafts, published] = await Promise.all([
    db
      .selectFrom('content_records')
      .select(['loc', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('parent_id', 'is', null)
      .where('loc', 'is not', null)
      .groupBy('loc')
      .execute(),
    db.selectFrom('page_drafts').select('loc').execute(),
    db
      .selectFrom('page_versions')
      .select(['loc', (eb) => eb.fn.max('saved_at').as('at')])
      .groupBy('loc')
      .execute(),
  ]);
  return {
    sections: new Map(sections.map((r) => [r.loc ?? '', Number(r.n)])),
    drafts: new Set(drafts.map((r) => r.loc)),
    published: new Map(published.map((r) => [r.loc, String(r.at)])),
  };
}

/** The newest version of each page that has a history. */
async function newestPageVersions(db: Reader) {
  const newest = db
    .selectFrom('page_versions')
    .select((eb) => eb.fn.max('id').as('id'))
    .groupBy('loc');
  return db
    .selectFrom('page_versions')
    .select(['id', 'loc', 'saved_by', 'saved_at'])
    .where('id', 'in', newest)
    .orderBy('loc')
    .execute();
}

/**
 * Pages published from the console since the last content load (their newest version is not
 * the load's): content:load would replace them, so it asks first (load.ts PagesEditedError).
 */
export async function pagesPublishedInConsole(db: Reader) {
  return (await newestPageVersions(db)).filter((v) => v.saved_by !== 'content:load');
}

/**
 * Inside a content load: each page with a history keeps the loaded page as its newest version,
 * so what the console had published stays in the history (to restore) and the page no longer
 * counts as published from the console.
 */
export async function keepLoadedPages(trx: Transaction<Database>, at: string): Promise<void> {
  for (const { loc } of await newestPageVersions(trx)) {
    await pageHistory(loc).keep(
      trx,
      await readPublishedPage(trx, loc),
      { savedBy: 'content:load', note: 'Loaded from content/pages.', at },
      { onlyIfChanged: true },
    );
  }
}
