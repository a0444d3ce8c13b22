import { ValidationError } from 'yup';
import { emptyColumns } from '../pageDoc';
import { menuTreeSchema } from './menus';
import { misfitsOf } from './misfits.fixture';
import { pageDocSchema, pageProblemPlace } from './pages';
import { parseSerParams } from './search';

// The checks of the JSON that handlers parse (a page, the menus, search filters) refuse a value of
// the wrong kind in any place with a check's words; an exception would be a 500.
const thrownBy = (check: () => unknown): unknown => {
  try {
    check();
    return null;
  } catch (e) {
    return e instanceof ValidationError ? null : e;
  }
};

const entry = (id: number, children: unknown[] = []) => ({
  id,
  label: `Entry ${id}`,
  slug: `entry-${id}`,
  title: '',
  description: '',
  keywords: '',
  roles: ['visitor'],
  hidden: false,
  children,
});

const page = {
  loc: 'home',
  sections: [
    {
      id: 1,
      type: 'card_list',
      g_title: 'Events',
      bg_img: '',
      cols: emptyColumns(),
      records: [
        {
          id: 2,
          cols: { ...emptyColumns(), col1: 'Diwali' },
          e_id: '',
          g_title: '',
          bg_img: '',
          entry_date: '2026-11-14',
          children: [],
        },
      ],
    },
  ],
};

const filters = {
  city_name: 'Jaipur',
  gender: 'Female',
  salary_per_anum: '',
  lowRange: 5,
  highRange: 20,
  education: ['B.Com'],
  ageMin: 21,
  withPhoto: true,
  member_no: '',
  sort: 'newest',
  page: 1,
};

describe('a value of the wrong kind anywhere is refused, never thrown', () => {
  it.each([
    [
      'a page',
      page,
      (doc: unknown) => {
        try {
          pageDocSchema.validateSync(doc, { stripUnknown: true });
        } catch (e) {
          // The handler names the place of the problem from the document as it came.
          if (e instanceof ValidationError) pageProblemPlace(doc, e.path);
          throw e;
        }
      },
    ],
    [
      'the menus',
      { menu: [entry(1, [entry(2)])], top_menu: [entry(3)] },
      (doc: unknown) => menuTreeSchema.validateSync(doc, { stripUnknown: true }),
    ],
    ['search filters', filters, (doc: unknown) => parseSerParams(JSON.stringify(doc))],
  ])('in %s', (_what, valid, check) => {
    expect(thrownBy(() => check(valid))).toBeNull();
    const thrown = misfitsOf(valid)
      .map(({ where, doc }) => ({ where, error: thrownBy(() => check(doc)) }))
      .filter((t) => t.error !== null)
      .map((t) => `${t.where}: ${String(t.error)}`);
    expect(thrown).toEqual([]);
  });
});
