import type { PageDoc, PageRecordDoc, PageSectionDoc } from '../protocol/pagesEditTypes';
import { describePageChanges, emptyColumns } from './pageDoc';
import { pageDocSchema, pageProblemPlace } from './schemas/pages';

const record = (id: number | null, title: string, over: Partial<PageRecordDoc> = {}) => ({
  id,
  cols: { ...emptyColumns(), col1: title },
  e_id: '',
  g_title: '',
  bg_img: '',
  entry_date: null,
  children: [],
  ...over,
});
const section = (id: number | null, title: string, records: PageRecordDoc[]): PageSectionDoc => ({
  id,
  type: 'card_list',
  g_title: title,
  bg_img: '',
  cols: emptyColumns(),
  records,
});
const page = (...sections: PageSectionDoc[]): PageDoc => ({ loc: 'home', sections });

describe('describePageChanges', () => {
  const before = page(
    section(1, 'Events', [record(2, 'Diwali Milan'), record(3, 'Holi')]),
    section(4, 'Notices', [record(5, 'Office closed')]),
  );

  it('says nothing when nothing changed', () => {
    expect(describePageChanges(before, before)).toEqual([]);
  });

  it('names each section or record added, deleted, moved or edited', () => {
    const after = page(
      section(4, 'Notices', []),
      section(1, 'Events', [
        record(3, 'Holi'),
        record(2, 'Diwali Milan', { entry_date: '2026-11-14' }),
        record(null, 'Navratri'),
      ]),
    );
    expect(describePageChanges(before, after)).toEqual([
      'Section “Notices” moved',
      'Section “Notices” › record “Office closed” deleted',
      'Section “Events” moved',
      'Section “Events” › record “Holi” moved',
      'Section “Events” › record “Diwali Milan” moved',
      'Section “Events” › record “Diwali Milan” edited',
      'Section “Events” › record “Navratri” added',
    ]);
  });
});

describe('pageDocSchema', () => {
  const check = (value: unknown) => {
    try {
      pageDocSchema.validateSync(value, { abortEarly: true });
      return null;
    } catch (e) {
      const err = e as { path?: string; message: string };
      return `${pageProblemPlace(value, err.path) ?? ''}: ${err.message}`;
    }
  };

  it('takes a page of known section types, with real dates', () => {
    expect(
      check(page(section(1, 'Events', [record(2, 'Diwali', { entry_date: '2026-11-14' })]))),
    ).toBeNull();
  });

  it('names the first problem by its section and record', () => {
    expect(
      check(page(section(1, 'Events', [record(2, 'Diwali', { entry_date: '2026-02-30' })]))),
    ).toBe(
      'Section 1 “Events” › record “Diwali”: Please write the date as YYYY-MM-DD (for example 2026-11-14).',
    );
    expect(check({ ...page(), loc: 'about us' })).toBe(
      ': An address has no spaces or "?": write "-" for a space and "_" for a "?".',
    );
    expect(check(page(section(1, 'A', [record(1, 'Same id')])))).toBe(
      ': A section or record appears twice on the page.',
    );
    const deep = record(3, 'c', {
      children: [record(4, 'd', { children: [record(5, 'e', { children: [record(6, 'f')] })] })],
    });
    expect(check(page(section(1, 'Deep', [deep])))).toMatch(/nest at most 3 levels/);
    expect(
      check(
        page({ ...section(1, 'Big', []), cols: { ...emptyColumns(), col2: 'x'.repeat(50_001) } }),
      ),
    ).toMatch(/Section 1 “Big”: Please keep each field to 50000 characters or fewer/);
  });
});
