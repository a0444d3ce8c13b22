import { libraryPath } from '../../shared/domain/mediaPath';
import type { MediaUse } from '../../shared/protocol/mediaTypes';
import type { PageDoc, PageRecordDoc } from '../../shared/protocol/pagesEditTypes';
import { PICTURE_COLUMNS } from './pictureColumns';

const quoted = (text: string) => (text.trim() ? ` “${text.trim()}”` : '');

/**
 * The places a page draft (the Pages screen's PageDoc, kept until published) names a picture,
 * as mediaUses lists them with state 'draft' (repositories/draftReferences.ts reads the drafts).
 */
export function draftUses(doc: PageDoc, only?: string): { path: string; use: MediaUse }[] {
  const out: { path: string; use: MediaUse }[] = [];
  const add = (value: string, words: string, field: string, id: number | null) => {
    const path = libraryPath(value);
    if (!path || (only !== undefined && path !== only)) return;
    out.push({
      path,
      use: {
        where: `Draft of ${words}`,
        kind: 'record',
        loc: doc.loc,
        record_id: id,
        field,
        state: 'draft',
      },
    });
  };
  doc.sections.forEach((section, i) => {
    const place = `page “${doc.loc}”, section ${i + 1}${quoted(section.g_title)} (${section.type})`;
    add(section.bg_img, `${place}: ${PICTURE_COLUMNS.bg_img} (bg_img)`, 'bg_img', section.id);
    const walk = (record: PageRecordDoc, trail: string) => {
      const at = `${trail}, record${quoted(record.cols.col1) || ` ${record.id ?? 'new'}`}`;
      add(record.cols.col4, `${at}: ${PICTURE_COLUMNS.col4} (col4)`, 'col4', record.id);
      add(record.cols.col5, `${at}: ${PICTURE_COLUMNS.col5} (col5)`, 'col5', record.id);
      add(record.bg_img, `${at}: ${PICTURE_COLUMNS.bg_img} (bg_img)`, 'bg_img', record.id);
      record.children.forEach((child) => walk(child, at));
    };
    section.records.forEach((record) => walk(record, place));
  });
  return out;
}
