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
};

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
    // The count visits every match: on SQLite it never reads a table row (migration 004).
    const plan = await explain(t.app.db, count);
    expect(plan.join('\n')).toMatch(/^SEARCH m USING COVERING INDEX members_search_idx/m);
  },
);
