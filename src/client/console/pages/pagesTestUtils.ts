import type {
  PageColumns,
  PageDoc,
  PageRecordDoc,
  PageSectionDoc,
  PageVersionItem,
} from '../../../shared/protocol/pagesEditTypes';
import type { ColumnName, Section } from '../../../shared/protocol/types';
import { dataAnswer, doneAnswer, failAnswer, invalidAnswer } from '../../../shared/protocol/wire';
import type { FakeAnswers } from '../../test/fakeTransport';
import { libraryOf } from '../media/mediaTestUtils';

/** The pictures the fake library holds: those the tests choose for the pages' fields. */
const LIBRARY_PICTURES = [
  'site/diwali.jpg',
  'site/bg.jpg',
  'site/hall.jpg',
  'people/asha.jpg',
  'people/bg.jpg',
];

/** Test helpers of the Pages screen: a page's columns, records and sections, and a fake service. */
export const cols = (given: Partial<PageColumns> = {}): PageColumns => ({
  ...(Object.fromEntries(
    Array.from({ length: 15 }, (_, i) => [`col${i + 1}` as ColumnName, '']),
  ) as PageColumns),
  ...given,
});

export const record = (
  id: number | null,
  given: Partial<PageColumns>,
  more: Partial<PageRecordDoc> = {},
): PageRecordDoc => ({
  id,
  cols: cols(given),
  e_id: '',
  g_title: '',
  bg_img: '',
  entry_date: null,
  children: [],
  ...more,
});

export const section = (
  id: number | null,
  type: string,
  g_title: string,
  records: PageRecordDoc[],
  more: Partial<PageSectionDoc> = {},
): PageSectionDoc => ({ id, type, g_title, bg_img: '', cols: cols(), records, ...more });

export const ABOUT: PageDoc = {
  loc: 'about_us',
  sections: [
    section(
      10,
      'text_description',
      'Our story',
      [record(11, { col1: 'Our story', col2: '<p>Our trust began in 1987.</p>', col14: '1' })],
      { cols: cols({ col14: '1' }) },
    ),
    section(
      20,
      'list_slider',
      'Events',
      [
        record(21, { col1: 'Diwali Milan', col14: '1' }, { entry_date: '2026-11-01' }),
        record(22, { col1: 'Holi', col14: '2' }, { entry_date: '2027-03-14' }),
        record(23, { col1: 'AGM', col14: '3' }),
      ],
      { cols: cols({ col14: '2' }) },
    ),
  ],
};

/** Internal links of a page that open nothing in this fake site. */
const BROKEN = ['/nowhere'];

const toSections = (page: PageDoc): Section[] => {
  let id = 1000;
  return page.sections.map((s, i) => ({
    id: s.id ?? ++id,
    type: s.type,
    g_title: s.g_title,
    bg_img: s.bg_img,
    sort: i + 1,
    records: s.records.map((r) => ({
      ...r.cols,
      id: r.id ?? ++id,
      parent_id: null,
      e_id: r.e_id,
      g_title: r.g_title,
      bg_img: r.bg_img,
      uri_key: '',
      entry_date: r.entry_date,
    })),
  }));
};

/**
 * A fake pages service: about_us (published, no draft) and home (a draft waiting). Saves keep a
 * draft; a publish (refused while a link opens nothing, unless overridden) and a restore add a
 * version, as the server does.
 */
export function fakePages(): FakeAnswers & { draft: () => PageDoc | null } {
  let published = ABOUT;
  let draft: PageDoc | null = null;
  const kept: { line: PageVersionItem; page: PageDoc }[] = [];
  const keep = (page: PageDoc, note: string, restored_from: number | null = null) => {
    kept.push({
      line: {
        id: kept.length + 1,
        note,
        saved_by: kept.length ? 'admin@trust.example' : 'content:load',
        saved_at: `2026-03-1${kept.length}T08:35:00.000Z`,
        restored_from,
        changes: kept.length ? 1 : null,
      },
      page,
    });
    published = page;
  };
  keep(ABOUT, 'Loaded from content/pages/about_us.json.');
  const find = (id = '') => kept.find((k) => String(k.line.id) === id);
  const version = () => kept.length;
  return {
    draft: () => draft,
    // The media library the picture fields' picker lists (each with its alt text).
    mediaList: () => dataAnswer(libraryOf(LIBRARY_PICTURES)),
    pagesList: () =>
      dataAnswer({
        pages: [
          {
            loc: 'about_us',
            title: 'About us',
            sections: (draft ?? published).sections.length,
            has_draft: draft !== null,
            published_at: kept.length > 1 ? kept.at(-1)!.line.saved_at : null,
          },
          { loc: 'home', title: 'Home', sections: 7, has_draft: true, published_at: null },
        ],
      }),
    pageOpen: (f) =>
      f.loc === 'about_us'
        ? dataAnswer({
            page: draft ?? published,
            draft: draft
              ? { saved_at: '2026-03-20T09:00:00.000Z', saved_by: 'editor@trust.example' }
              : null,
            version: version(),
            versions: [...kept].reverse().map((k) => k.line),
            total: kept.length,
          })
        : invalidAnswer('There is no such page.'),
    pageSaveDraft: (f) => {
      if (f.base_version !== String(version())) return failAnswer('A newer version was published.');
      draft = JSON.parse(f.page ?? '{}') as PageDoc;
      return doneAnswer('The draft is saved.');
    },
    pageDiscardDraft: () => {
      if (!draft) return failAnswer('There is no draft.');
      draft = null;
      return doneAnswer('The draft is discarded.');
    },
    pagePreview: () => dataAnswer({ loc: 'about_us', sections: toSections(draft ?? published) }),
    pagePublish: (f) => {
      if (!draft) return failAnswer('There is no draft to publish.');
      const broken = draft.sections
        .flatMap((s) => s.records)
        .map((r) => r.cols.col7)
        .filter((link) => BROKEN.includes(link));
      if (broken.length && f.override_links !== '1')
        return invalidAnswer(`1 link on this page opens nothing: ${broken.join(', ')}`);
      keep(draft, f.note ?? '');
      draft = null;
      return doneAnswer(`The page is published as version ${kept.length}.`);
    },
    pageCompare: (f) => {
      const [a, b] = [find(f.from), find(f.to)];
      if (!a || !b) return failAnswer('There is no such version of the page.');
      return dataAnswer({
        from: a.line,
        to: b.line,
        changes: a === b ? [] : ['Section “Events” › item “Holi” edited'],
      });
    },
    pageRestore: (f) => {
      const v = find(f.version_id);
      if (!v) return failAnswer('There is no such version of the page.');
      keep(v.page, f.note ?? '', v.line.id);
      return doneAnswer(`Version ${v.line.id} is restored, kept as version ${kept.length}.`);
    },
  };
}

type Calls = { type: string; fields: Record<string, string> }[];

/** The fields of the last call of a type. */
export const lastSent = (calls: Calls, type: string) =>
  calls.filter((c) => c.type === type).at(-1)?.fields;

/** The page JSON of the last draft saved. */
export const sentPage = (calls: Calls): PageDoc =>
  JSON.parse(lastSent(calls, 'pageSaveDraft')?.page ?? '{}') as PageDoc;
