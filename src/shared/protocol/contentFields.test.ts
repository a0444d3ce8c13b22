import {
  CONTENT_FIELDS,
  COLUMN_NAMES,
  RICH_TEXT_COLUMNS,
  RICH_TEXT_FIELDS,
  toContentItem,
} from './contentFields';
import type { ContentRecord } from './types';

describe('content fields', () => {
  it('gives each of col1…col15 its own name', () => {
    expect(COLUMN_NAMES).toEqual(Array.from({ length: 15 }, (_, i) => `col${i + 1}`));
    expect(new Set(Object.values(CONTENT_FIELDS)).size).toBe(15);
  });

  it('maps a record to named fields, nothing lost and no column left', () => {
    const record = {
      id: 7,
      parent_id: 3,
      e_id: 'e7',
      g_title: 'Group',
      bg_img: 'site/bg.jpg',
      uri_key: 'Annual-Day',
      entry_date: '2025-03-12',
      ...Object.fromEntries(COLUMN_NAMES.map((c) => [c, `value of ${c}`])),
    } as ContentRecord;
    const item = toContentItem(record);
    expect(item.title).toBe('value of col1');
    expect(item.link).toBe('value of col7');
    expect(item.sortOrder).toBe('value of col14');
    expect(item.extraText).toBe('value of col15');
    expect(Object.keys(item).filter((k) => /^col\d+$/.test(k))).toEqual([]);
    expect(item).toMatchObject({ id: 7, parent_id: 3, e_id: 'e7', uri_key: 'Annual-Day' });
  });

  it('names the rich-text fields and their columns: the two texts, nothing else', () => {
    expect(RICH_TEXT_FIELDS).toEqual(['richText', 'richText2']);
    expect(RICH_TEXT_COLUMNS).toEqual(['col2', 'col3']);
  });
});
