import fc from 'fast-check';
import { SEARCH_SORTS, type SearchParams } from '../../../shared/domain/schemas/search';
import { compileOnly, sentText } from '../../../../test/server/helpers/compileOnly';
import { compiledSearch, searchCountQuery, searchPageQuery, type Searcher } from './search';

// Values the builder only places: any text will do, the checks are parseSerParams' own tests'.
const word = fc.constantFrom('', 'Jaipur', 'jai', 'Ä', 'a_b%', 'Garg', 'Bansal', '10-15');
const words = fc.array(word, { maxLength: 3 });
const maybe = (n: fc.Arbitrary<number>) => fc.option(n, { nil: null });

const params: fc.Arbitrary<SearchParams> = fc.record({
  city_name: word,
  gender: fc.constantFrom('', 'Male', 'Female'),
  salary_per_anum: fc.constantFrom('', '10-15', '5', 'nonsense'),
  lowRange: fc.integer({ min: -1, max: 50 }),
  highRange: fc.integer({ min: -1, max: 50 }),
  education: words,
  skin_color: words,
  goutra: words,
  marital_status: words,
  ageMin: maybe(fc.integer({ min: 18, max: 80 })),
  ageMax: maybe(fc.integer({ min: 18, max: 80 })),
  heightMin: maybe(fc.integer({ min: 120, max: 220 })),
  heightMax: maybe(fc.integer({ min: 120, max: 220 })),
  state_nm: words,
  mangalic_status: words,
  withPhoto: fc.boolean(),
  member_no: maybe(fc.integer({ min: 1, max: 999_999_999 })),
  sort: fc.constantFrom(...SEARCH_SORTS),
  hideSameGotra: fc.boolean(),
  page: fc.integer({ min: 1, max: 500 }),
}) as fc.Arbitrary<SearchParams>;

const ids = fc.option(fc.array(fc.nat(), { maxLength: 3 }), { nil: null });
const searcher: fc.Arbitrary<Searcher> = fc.record({
  id: fc.nat(),
  gender: fc.constantFrom('Male', 'Female'),
  self_goutra: word,
  mama_goutra: word,
  excluded: fc.option(fc.record({ blocked: ids, paused: ids }), { nil: undefined }),
});

const day = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2040-01-01T00:00:00Z'),
  noInvalidDate: true,
});

it.each(['sqlite', 'postgres'] as const)(
  'runs the same page and count as a fresh compile of the search, for any filters (%s)',
  (dialect) => {
    const db = compileOnly(dialect);
    fc.assert(
      fc.property(searcher, params, day, (me, p, today) => {
        const search = compiledSearch(db, me, p, today);
        expect(sentText(search.page())).toEqual(
          sentText(searchPageQuery(db, me, p, today).compile()),
        );
        expect(sentText(search.count())).toEqual(
          sentText(searchCountQuery(db, me, p, today).compile()),
        );
      }),
      { numRuns: 400 },
    );
  },
);
