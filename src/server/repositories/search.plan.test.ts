import { parseSerParams, type SearchParams } from '../../shared/domain/schemas/search';
import { testClock } from '../test/accounts';
import { explain, usesMembersIndex } from '../test/explain';
import { addMember } from '../test/members';
import { buildTestApp, type TestApp } from '../test/testApp';
import { searchCountQuery, searchPageQuery, withFilters, type Searcher } from './search';

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

/** Each filter alone (no status or gender condition) has an index of its own. */
it.each([
  ['city_name', { city_name: 'jai' }, 'members_city_idx'],
  ['income', { lowRange: 10, highRange: 15 }, 'members_self_anum_idx'],
  ['education', { education: 'Engineering' }, 'members_qualification_idx'],
  ['skin_color', { skin_color: ['Fair', 'Dark'] }, 'members_skin_color_idx'],
  ['goutra', { goutra: ['Mittal'] }, 'members_self_goutra_idx'],
  ['marital_status', { marital_status: 'Unmarried' }, 'members_marital_idx'],
  ['age', { ageMin: 25, ageMax: 30 }, 'members_dob_idx'],
])('has an index for the %s filter', async (_name, filter, index) => {
  const p = params({ ...filter, hideSameGotra: false });
  const query = withFilters(
    t.app.db,
    t.app.db.selectFrom('members as m'),
    searcher,
    p,
    clock.now(),
  ).select('m.id');
  const plan = await explain(t.app.db, query, { forceIndex: true });
  expect(plan.join('\n')).toContain(index);
});
