import * as yup from 'yup';
import type { PageDoc, PageRecordDoc, PageSectionDoc } from '../../protocol/pagesEditTypes';
import { HINDI_RECORD_FIELDS, hindiProblem } from '../hindiText';
import { menuSlugProblem } from '../menuTree';
import { PAGE_COLUMNS, PAGE_LIMITS, recordName, sectionName } from '../pageDoc';
import { SECTION_TYPE_NAMES } from '../sectionTypes';
import { videoLinkProblem } from '../videoLink';
import { idsOnce, savedIds } from './savedIds';

const line = (what: string) =>
  yup
    .string()
    .defined()
    .max(PAGE_LIMITS.line, `Please keep the ${what} to ${PAGE_LIMITS.line} characters or fewer.`);

const column = () =>
  yup
    .string()
    .defined()
    .max(
      PAGE_LIMITS.column,
      `Please keep each field to ${PAGE_LIMITS.column} characters or fewer.`,
    );

// The video link (col6): YouTube or Vimeo only, the players the site's CSP lets it frame.
const videoColumn = () =>
  column().test('video', (value, ctx) => {
    const problem = videoLinkProblem(value ?? '');
    return problem === null || ctx.createError({ message: problem });
  });

const columns = yup.object(
  Object.fromEntries(PAGE_COLUMNS.map((c) => [c, c === 'col6' ? videoColumn() : column()])),
);

const id = yup.number().integer().positive().nullable().defined();

/** A record's or section's Hindi (issue #18 item 4): optional, only the fields that may have one. */
const hindi = yup
  .mixed<Record<string, string>>()
  .optional()
  .test('hindi', (value, ctx) => {
    if (value === undefined) return true;
    const problem = hindiProblem(value, HINDI_RECORD_FIELDS);
    return problem === null || ctx.createError({ message: problem });
  });

/** A calendar day written YYYY-MM-DD (what content files and the renderers use). */
const isDay = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

const recordSchema = (levelsLeft: number): yup.ObjectSchema<PageRecordDoc> =>
  yup.object({
    id,
    cols: columns,
    hi: hindi,
    e_id: line('entry id'),
    g_title: line('group title'),
    bg_img: line('picture address'),
    entry_date: yup
      .string()
      .nullable()
      .defined()
      .test('day', 'Please write the date as YYYY-MM-DD (for example 2026-11-14).', (v) =>
        v === null || v === undefined ? true : isDay(v),
      ),
    children: yup
      .array(
        levelsLeft > 1
          ? yup.lazy(() => recordSchema(levelsLeft - 1))
          : yup.mixed<PageRecordDoc>().defined(),
      )
      .defined()
      .max(
        levelsLeft > 1 ? PAGE_LIMITS.records : 0,
        `Records nest at most ${PAGE_LIMITS.depth} levels deep.`,
      ),
  }) as unknown as yup.ObjectSchema<PageRecordDoc>;

export const pageSectionSchema = yup.object({
  id,
  type: yup
    .string()
    .defined()
    .oneOf(SECTION_TYPE_NAMES, 'Please choose a section type the site knows.'),
  g_title: line('group title'),
  bg_img: line('picture address'),
  cols: columns,
  hi: hindi,
  records: yup
    .array(recordSchema(PAGE_LIMITS.depth))
    .defined()
    .max(PAGE_LIMITS.records, `Please keep a section to ${PAGE_LIMITS.records} records or fewer.`),
}) as unknown as yup.ObjectSchema<PageSectionDoc>;

/**
 * A whole page as pageSaveDraft sends it: the address by the site's slug rule (the menus' rule),
 * each section of a type SECTION_TYPES knows, every column and line bounded, each saved section
 * or record once.
 */
export const pageDocSchema = yup
  .object({
    loc: yup
      .string()
      .defined()
      .test('slug', (value, ctx) => {
        const problem = menuSlugProblem(value ?? '');
        return problem ? ctx.createError({ message: problem }) : true;
      }),
    sections: yup
      .array(pageSectionSchema)
      .defined()
      .max(
        PAGE_LIMITS.sections,
        `Please keep a page to ${PAGE_LIMITS.sections} sections or fewer.`,
      ),
  })
  .test('ids', 'A section or record appears twice on the page.', (page) =>
    // Sections and records share one id sequence (page_records).
    idsOnce(savedIds((page as { sections?: unknown }).sections, ['records', 'children'])),
  ) as unknown as yup.ObjectSchema<PageDoc>;

const isText = (v: unknown) => typeof v === 'string';

/**
 * A node of the page as it came has what its name is made of (a title in cols.col1 and `texts`):
 * the document of a refused save may hold anything in any place.
 */
function namable(node: unknown, texts: readonly string[]): boolean {
  if (typeof node !== 'object' || node === null) return false;
  const n = node as Record<string, unknown>;
  const cols = n.cols as Record<string, unknown> | null | undefined;
  return (
    typeof cols === 'object' &&
    cols !== null &&
    isText(cols.col1) &&
    texts.every((t) => isText(n[t]))
  );
}

/**
 * Where a schema problem is, in words: a path like sections[1].records[2].children[0].cols.col1
 * becomes 'Section 2 “Events” › record “Diwali Milan” › record 1'.
 */
export function pageProblemPlace(value: unknown, path: string | undefined): string | null {
  const m = (path ?? '').match(/^sections\[(\d+)\]((?:\.(?:records|children)\[\d+\])*)/);
  if (!m) return null;
  const page = value as { sections?: unknown[] };
  const si = Number(m[1]);
  const section = page.sections?.[si] as Partial<PageSectionDoc> | undefined;
  const named = namable(section, ['g_title', 'type'])
    ? ` ${sectionName(section as PageSectionDoc)}`
    : '';
  const parts = [`Section ${si + 1}${named}`];
  let list: unknown = section?.records;
  for (const [, i] of (m[2] ?? '').matchAll(/\[(\d+)\]/g)) {
    const index = Number(i);
    const record = Array.isArray(list) ? (list[index] as Partial<PageRecordDoc>) : undefined;
    parts.push(
      namable(record, []) ? recordName(record as PageRecordDoc, index) : `record ${index + 1}`,
    );
    list = record?.children;
  }
  return parts.join(' › ');
}
