// The records of a getPgData answer that are listed entries, in the order a sweep should try
// them: listing sections first; banners and the ticker title a page, they are not entries; a
// heading row (col10 top_text) titles a listing. Which types title a page is the section table's.
import { PAGE_TITLE_SECTION_TYPES } from '../../src/shared/domain/sectionTypes.ts';

const titlesPage = (type) => PAGE_TITLE_SECTION_TYPES.includes(type);

/** Every record of a page, those of listing sections first. */
export const recordsListingsFirst = (page) =>
  [...(page.sections ?? [])]
    .sort((a, b) => Number(titlesPage(a.type)) - Number(titlesPage(b.type)))
    .flatMap((s) => s.records ?? []);

/** Entry candidates of a page: a title, a detail key, not a heading row; listings first. */
export const listedRecords = (page) =>
  recordsListingsFirst(page).filter((r) => r.uri_key && r.col1 && r.col10 !== 'top_text');
