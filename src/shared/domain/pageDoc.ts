import type {
  PageColumns,
  PageDoc,
  PageRecordDoc,
  PageSectionDoc,
} from '../protocol/pagesEditTypes';
import type { ColumnName } from '../protocol/types';

/**
 * A page as the console's Pages screen edits it (pagesEditTypes.ts PageDoc): its limits, its
 * names in words and what changed between two of its versions. Shared, so the console names a
 * section or record the way the server's messages and history do.
 */

export const PAGE_COLUMNS = Array.from({ length: 15 }, (_, i) => `col${i + 1}` as ColumnName);

/** Bounds that keep one page a few hundred kilobytes at most (a long article page is ~100 KB). */
export const PAGE_LIMITS = {
  sections: 100,
  records: 500,
  /** A section's records, their children, and theirs. */
  depth: 3,
  /** One column (rich text is the long one). */
  column: 50_000,
  /** g_title, e_id, bg_img. */
  line: 500,
  /** The whole page as JSON. */
  json: 2_000_000,
  note: 500,
} as const;

export const emptyColumns = (): PageColumns =>
  Object.fromEntries(PAGE_COLUMNS.map((c) => [c, ''])) as PageColumns;

/** Words of a rich text or title, without its tags. */
export const plainText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const quoted = (text: string) => `“${text}”`;

/** “Events”, or the section's type when it has no heading. */
export function sectionName(section: Pick<PageSectionDoc, 'cols' | 'g_title' | 'type'>): string {
  const name = plainText(section.cols.col1) || section.g_title.trim();
  return name ? quoted(name) : `(${section.type.replace(/_/g, ' ')})`;
}

/** “Diwali Milan”, or its place when it has no title. */
export function recordName(record: Pick<PageRecordDoc, 'cols'>, index: number): string {
  const title = plainText(record.cols.col1);
  return title ? `record ${quoted(title)}` : `record ${index + 1}`;
}

type Node = PageSectionDoc | PageRecordDoc;
const own = (n: Node) => {
  const { id: _id, ...rest } = n;
  const copy: Record<string, unknown> = { ...rest };
  delete copy.records;
  delete copy.children;
  return JSON.stringify(copy);
};
const kids = (n: Node): PageRecordDoc[] => ('records' in n ? n.records : n.children);

/**
 * What changed from one version of a page to another, one line each in words: each section or
 * record added, deleted, moved or edited ("Section “Events” › record “Diwali Milan” added").
 * Sections and records are matched by id (a publish keeps them), new ones have none.
 */
export function describePageChanges(before: PageDoc, after: PageDoc): string[] {
  const out: string[] = [];
  const compare = (
    was: Node[],
    now: Node[],
    trail: string,
    name: (n: Node, i: number) => string,
  ) => {
    const wasById = new Map(was.flatMap((n, i) => (n.id === null ? [] : [[n.id, { n, i }]])));
    const nowIds = new Set(now.flatMap((n) => (n.id === null ? [] : [n.id])));
    const kept = now.filter((n) => n.id !== null && wasById.has(n.id));
    const keptWas = was.filter((n) => n.id !== null && nowIds.has(n.id));
    now.forEach((n, i) => {
      const label = `${trail}${name(n, i)}`;
      const old = n.id === null ? undefined : wasById.get(n.id);
      if (!old) {
        out.push(`${label} added`);
        return;
      }
      if (keptWas.indexOf(old.n) !== kept.indexOf(n)) out.push(`${label} moved`);
      if (own(old.n) !== own(n)) out.push(`${label} edited`);
      compare(kids(old.n), kids(n), `${label} › `, (r, j) => recordName(r, j));
    });
    was.forEach((n, i) => {
      if (n.id === null || !nowIds.has(n.id)) out.push(`${trail}${name(n, i)} deleted`);
    });
  };
  compare(
    before.sections,
    after.sections,
    '',
    (s) => `Section ${sectionName(s as PageSectionDoc)}`,
  );
  return out;
}
