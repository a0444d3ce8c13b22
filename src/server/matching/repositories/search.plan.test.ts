import {
  parseSerParams,
  serParamsSchema,
  type SearchParams,
} from '../../../shared/domain/schemas/search';
import { isPostgres } from '../../db/dialect';
import { testClock } from '../../../../test/server/helpers/accounts';
import { explain, usesMembersIndex } from '../../../../test/server/helpers/explain';
import { addMember } from '../../../../test/server/helpers/members';
import { buildTestApp, type TestApp } from '../../../../test/server/helpers/testApp';
import { searchCountQuery, searchPageQuery, type Searcher } from './search';

const clock = testClock();
let t: TestApp;
let searcher: Searcher;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  const me = await addMember(t.app.db, { gender: 'Male' }, clock.now());
  for (let i = 0; i < 30; i += 1) {
    await addMember(t.app.db, { gender: i % 2 ? 'Male' : 'Female' }, clock.now());
  }
  searcher = { id: me.id, gender: 'Male', self_goutra: 'Goyal', mama_goutra: 'Bansal' };
});
afterAll(() => t.close());

const params = (json: object): SearchParams => {
  const parsed = parseSerParams(JSON.stringify(json));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
};

/** The sidebar's usual combination: city, income band, education, age, gotras hidden. */
const MAIN_FILTERS = {
  city_name: 'jai',
  salary_per_anum: '10-15',
  lowRange: '10',
  highRange: '15',
  education: ['Engineering', 'Graduation'],
  ageMin: 24,
  ageMax: 32,
};

it('serves the main filter combination from an index, page and count', async () => {
  const p = params(MAIN_FILTERS);
  for (const query of [
    searchPageQuery(t.app.db, searcher, p, clock.now()),
    searchCountQuery(t.app.db, searcher, p, clock.now()),
  ]) {
    const plan = await explain(t.app.db, query, { forceIndex: true });
    expect({ plan, indexed: usesMembersIndex(plan) }).toEqual({ plan, indexed: true });
  }
});

it('serves the default search (no filters) from the search index, in order', async () => {
  const plan = await explain(
    t.app.db,
    searchPageQuery(t.app.db, searcher, params({}), clock.now()),
    { forceIndex: true },
  );
  expect(usesMembersIndex(plan)).toBe(true);
  // Newest verified first comes from the index itself, not from sorting every match.
  expect(plan.join('\n')).not.toMatch(/USE TEMP B-TREE FOR ORDER BY|Sort Key/);
});

/** Every filter of the sidebar, alone, as the search runs it (verified, one gender, gotras). */
const EVERY_FILTER: Record<string, object> = {
  city_name: { city_name: 'jai' },
  gender: { gender: 'Female' },
  salary_per_anum: { salary_per_anum: '10-15' },
  lowRange: { lowRange: 10 },
  highRange: { highRange: 15 },
  education: { education: ['Engineering'] },
  skin_color: { skin_color: ['Fair'] },
  goutra: { goutra: ['Mittal'] },
  marital_status: { marital_status: 'Unmarried' },
  ageMin: { ageMin: 25 },
  ageMax: { ageMax: 30 },
  hideSameGotra: { hideSameGotra: true },
  page: { page: 3 },
  // Issue #15 item 5 (migration 019).
  heightMin: { heightMin: 150 },
  heightMax: { heightMax: 180 },
  state_nm: { state_nm: 'Rajasthan' },
  mangalic_status: { mangalic_status: ['Mangalic', 'Anshik Mangalic'] },
  withPhoto: { withPhoto: true },
  member_no: { member_no: '1012' },
  sort: { sort: 'older' },
};

/** Where a count may be answered from without reading table rows. */
const COVERING = /^SEARCH m USING COVERING INDEX members_(search|age)_idx/m;

it('lists every key the search accepts', () => {
  expect(Object.keys(EVERY_FILTER).sort()).toEqual(Object.keys(serParamsSchema.fields).sort());
});

it.each(Object.entries(EVERY_FILTER))(
  'serves the %s filter from an index, page and count',
  async (_name, filter) => {
    const p = params(filter);
    const count = searchCountQuery(t.app.db, searcher, p, clock.now());
    for (const query of [searchPageQuery(t.app.db, searcher, p, clock.now()), count]) {
      const plan = await explain(t.app.db, query, { forceIndex: true });
      expect({ plan, indexed: usesMembersIndex(plan) }).toEqual({ plan, indexed: true });
    }
    if (isPostgres(t.app.db)) return;
    // The count visits every match: on SQLite it never reads a table row (migrations 004, 019);
    // the member number is one row of its unique index, which is better still.
    const plan = await explain(t.app.db, count);
    expect(plan.join('\n')).toMatch(_name === 'member_no' ? /members_mem_no_uq/ : COVERING);
  },
);

it.each(['younger', 'older'])(
  'serves the %s-first sort from the age index, in order, filtered or not',
  async (sort) => {
    for (const filter of [{}, { ageMin: 25, ageMax: 30 }, { heightMin: 150, state_nm: 'Goa' }]) {
      const query = searchPageQuery(t.app.db, searcher, params({ ...filter, sort }), clock.now());
      const plan = await explain(t.app.db, query, { forceIndex: true });
      expect({ plan, indexed: usesMembersIndex(plan) }).toEqual({ plan, indexed: true });
      expect(plan.join('\n')).toMatch(/members_age_idx/);
      expect(plan.join('\n')).not.toMatch(/USE TEMP B-TREE FOR ORDER BY|Sort Key/);
    }
  },
);

it('finds a member number through its unique index', async () => {
  const query = searchPageQuery(t.app.db, searcher, params({ member_no: 1012 }), clock.now());
  const plan = await explain(t.app.db, query, { forceIndex: true });
  expect(usesMembersIndex(plan)).toBe(true);
  // PostgreSQL, on this table of 31 rows, finds walking the search index as cheap as the lookup
  // (even after ANALYZE); SQLite takes the unique index.
  if (!isPostgres(t.app.db)) expect(plan.join('\n')).toMatch(/members_mem_no_uq/);
});

it('counts "with photo" from the members index alone, without a photos lookup per candidate', async () => {
  // has_profile_photo sits in both covering indexes (migration 022).
  const query = searchCountQuery(t.app.db, searcher, params({ withPhoto: true }), clock.now());
  const plan = (await explain(t.app.db, query, { forceIndex: true })).join('\n');
  expect(plan).not.toMatch(/photos/);
  if (!isPostgres(t.app.db)) expect(plan).toMatch(COVERING);
});
