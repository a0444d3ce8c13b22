// Builders for section tests: real wire shapes, rendered inside a router like the app does.
import { renderWithProviders } from '../../../test/render';
import type { ContentRecord, Section } from '../../../../shared/protocol/types';
import { SectionList } from './SectionList';

let nextId = 1000;

export function rec(fields: Partial<ContentRecord> = {}): ContentRecord {
  const id = fields.id ?? nextId++;
  const base = {
    id,
    parent_id: 1,
    e_id: '',
    g_title: '',
    bg_img: '',
    uri_key: '',
    entry_date: null,
    col1: '',
    col2: '',
    col3: '',
    col4: '',
    col5: '',
    col6: '',
    col7: '',
    col8: '',
    col9: '',
    col10: '',
    col11: '',
    col12: '',
    col13: '',
    col14: '',
    col15: '',
  };
  return { ...base, ...fields, id };
}

export function sec(
  type: string,
  records: ContentRecord[],
  fields: Partial<Section> = {},
): Section {
  const id = fields.id ?? nextId++;
  return { id, type, g_title: '', bg_img: '', sort: id, records, ...fields };
}

/** A real store and a router around the sections: links speak through the language entity. */
export function renderSections(sections: Section[], loc = 'home') {
  return renderWithProviders(<SectionList sections={sections} loc={loc} />);
}
