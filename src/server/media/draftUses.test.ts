import type { ColumnName } from '../../shared/protocol/types';
import type { PageDoc, PageRecordDoc } from '../../shared/protocol/pagesEditTypes';
import { draftUses } from './draftUses';

const cols = (fields: Partial<Record<ColumnName, string>>) =>
  ({ col1: '', col4: '', col5: '', ...fields }) as Record<ColumnName, string>;
const record = (id: number | null, fields: Partial<Record<ColumnName, string>>): PageRecordDoc => ({
  id,
  cols: cols(fields),
  e_id: '',
  g_title: '',
  bg_img: '',
  entry_date: null,
  children: [],
});

const DRAFT: PageDoc = {
  loc: 'home',
  sections: [
    {
      id: 4,
      type: 'home_banner',
      g_title: 'Welcome',
      bg_img: '/media/site/banner.png',
      cols: cols({}),
      records: [
        record(7, { col1: 'First slide', col4: 'site/banner.png' }),
        record(null, { col1: 'New slide', col4: 'site/other.jpg', col5: 'site/banner.png' }),
      ],
    },
  ],
};

it('finds every place a draft names a picture, in words, marked as a draft', () => {
  expect(draftUses(DRAFT, 'site/banner.png').map((u) => u.use)).toEqual([
    {
      where: 'Draft of page “home”, section 1 “Welcome” (home_banner): background picture (bg_img)',
      kind: 'record',
      loc: 'home',
      record_id: 4,
      field: 'bg_img',
      state: 'draft',
    },
    expect.objectContaining({
      where:
        'Draft of page “home”, section 1 “Welcome” (home_banner), record “First slide”: picture (col4)',
      record_id: 7,
    }),
    expect.objectContaining({ field: 'col5', record_id: null, state: 'draft' }),
  ]);
  expect(draftUses(DRAFT).map((u) => u.path)).toEqual([
    'site/banner.png',
    'site/banner.png',
    'site/other.jpg',
    'site/banner.png',
  ]);
});
