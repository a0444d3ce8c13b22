import { COLUMN_NAMES } from '../../../shared/protocol/contentFields';
import type {
  PageColumns,
  PageDoc,
  PageRecordDoc,
  PageSectionDoc,
} from '../../../shared/protocol/pagesEditTypes';

/**
 * The page as the editor holds it: each section and record carries a key of its own (ids are
 * null until published), so moves, focus and drag and drop follow it.
 */
export interface DraftRecord extends PageRecordDoc {
  key: string;
}
export interface DraftSection extends Omit<PageSectionDoc, 'records'> {
  key: string;
  records: DraftRecord[];
}

let lastKey = 0;
const nextKey = () => `k${++lastKey}`;

export const emptyColumns = (): PageColumns =>
  Object.fromEntries(COLUMN_NAMES.map((c) => [c, ''])) as PageColumns;

export const toDraft = (page: PageDoc): DraftSection[] =>
  page.sections.map((s) => ({
    ...s,
    cols: { ...emptyColumns(), ...s.cols },
    key: nextKey(),
    records: s.records.map((r) => ({
      ...r,
      cols: { ...emptyColumns(), ...r.cols },
      key: nextKey(),
    })),
  }));

/** A heading row keeps its order "0" (content/README.md); every other record its place. */
const ordered = (cols: PageColumns, place: number): PageColumns =>
  cols.col10.split(/\s+/).includes('top_text') ? cols : { ...cols, col14: String(place) };

/**
 * The page to send: the order on screen is the order on the site, so each section's and
 * record's sort order (col14) is written from its place.
 */
export const fromDraft = (loc: string, sections: DraftSection[]): PageDoc => ({
  loc,
  sections: sections.map(({ key: _key, records, ...s }, i) => ({
    ...s,
    cols: ordered(s.cols, i + 1),
    records: records.map(({ key: _rkey, ...r }, j) => ({ ...r, cols: ordered(r.cols, j + 1) })),
  })),
});

export const newSection = (type: string): DraftSection => ({
  key: nextKey(),
  id: null,
  type,
  g_title: '',
  bg_img: '',
  cols: emptyColumns(),
  records: [],
});

export const newRecord = (): DraftRecord => ({
  key: nextKey(),
  id: null,
  cols: emptyColumns(),
  e_id: '',
  g_title: '',
  bg_img: '',
  entry_date: null,
  children: [],
});

/** A copy is new: it and everything in it get the id null, so the server adds them. */
const copyChildren = (list: PageRecordDoc[]): PageRecordDoc[] =>
  list.map((r) => ({ ...r, id: null, children: copyChildren(r.children) }));
export const copyRecord = (r: DraftRecord): DraftRecord => ({
  ...r,
  key: nextKey(),
  id: null,
  children: copyChildren(r.children),
});
export const copySection = (s: DraftSection): DraftSection => ({
  ...s,
  key: nextKey(),
  id: null,
  records: s.records.map(copyRecord),
});

type Keyed = { key: string };

/** Moves an item one place up (-1) or down (1); the list unchanged at either end. */
export function moveBy<T extends Keyed>(list: T[], key: string, delta: -1 | 1): T[] {
  const i = list.findIndex((x) => x.key === key);
  const j = i + delta;
  if (i < 0 || j < 0 || j >= list.length) return list;
  const next = [...list];
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
}

/** Puts the dragged item where the target stands (drag and drop). */
export function dropAt<T extends Keyed>(list: T[], dragged: string, target: string): T[] {
  const from = list.findIndex((x) => x.key === dragged);
  const to = list.findIndex((x) => x.key === target);
  if (from < 0 || to < 0 || from === to) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

export const insertAfter = <T extends Keyed>(list: T[], key: string, item: T): T[] => {
  const i = list.findIndex((x) => x.key === key);
  return [...list.slice(0, i + 1), item, ...list.slice(i + 1)];
};

export const removeKey = <T extends Keyed>(list: T[], key: string): T[] =>
  list.filter((x) => x.key !== key);

export const patchKey = <T extends Keyed>(list: T[], key: string, patch: Partial<T>): T[] =>
  list.map((x) => (x.key === key ? { ...x, ...patch } : x));
