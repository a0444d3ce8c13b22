import { checkText, isCheck } from '../checks';
import { SALARY_BANDS } from '../constants';
import {
  incomeValuesFor,
  LIST_FILTERS,
  parseSerParams,
  SEARCH_MESSAGES,
  SER_PARAMS_MAX_BYTES,
  serParamsSchema,
  type SearchParams,
} from './search';

const ok = (text: string): SearchParams => {
  const result = parseSerParams(text);
  if (!result.ok) throw new Error(result.message);
  return result.value;
};
const refusal = (text: string) => {
  const result = parseSerParams(text);
  expect(result.ok).toBe(false);
  // Every refusal is a check key (issue #18 item 3), read here in English words.
  if (!result.ok) expect(isCheck(result.message)).toBe(true);
  return result.ok ? '' : checkText(result.message, 'en');
};

describe('parseSerParams', () => {
  it('fills every unset filter with its default', () => {
    expect(ok('{}')).toEqual({
      city_name: '',
      gender: '',
      salary_per_anum: '',
      lowRange: -1,
      highRange: -1,
      education: [],
      skin_color: [],
      goutra: [],
      marital_status: [],
      ageMin: null,
      ageMax: null,
      heightMin: null,
      heightMax: null,
      state_nm: [],
      mangalic_status: [],
      withPhoto: false,
      member_no: null,
      sort: 'newest',
      hideSameGotra: true,
      page: 1,
    });
    expect(ok('')).toEqual(ok('{}'));
  });

  it('reads what the search sidebar sends: strings for numbers, one value or several', () => {
    const value = ok(
      JSON.stringify({
        city_name: '  Jaipur ',
        gender: 'Female',
        education: 'Engineering',
        skin_color: ['Fair', 'Medium', 'Fair'],
        goutra: ['Garg', 'Mittal'],
        marital_status: '0',
        salary_per_anum: '10-15',
        lowRange: '10',
        highRange: '15',
        ageMin: '24',
        ageMax: 30,
        hideSameGotra: 'false',
        page: '3',
      }),
    );
    expect(value).toEqual({
      city_name: 'Jaipur',
      gender: 'Female',
      salary_per_anum: '10-15',
      lowRange: 10,
      highRange: 15,
      education: ['Engineering'],
      skin_color: ['Fair', 'Medium'],
      goutra: ['Garg', 'Mittal'],
      marital_status: [],
      ageMin: 24,
      ageMax: 30,
      heightMin: null,
      heightMax: null,
      state_nm: [],
      mangalic_status: [],
      withPhoto: false,
      member_no: null,
      sort: 'newest',
      hideSameGotra: false,
      page: 3,
    });
  });

  it('reads the height, state, Manglik, photo, member ID and sort filters (issue #15 item 5)', () => {
    const value = ok(
      JSON.stringify({
        heightMin: '152',
        heightMax: 183,
        state_nm: ['Gujarat', 'Gujarat', 'Rajasthan'],
        mangalic_status: 'Anshik Mangalic',
        withPhoto: 'true',
        member_no: ' 1012 ',
        sort: 'older',
      }),
    );
    expect(value).toMatchObject({
      heightMin: 152,
      heightMax: 183,
      state_nm: ['Gujarat', 'Rajasthan'],
      mangalic_status: ['Anshik Mangalic'],
      withPhoto: true,
      member_no: 1012,
      sort: 'older',
    });
    expect(ok('{"heightMin":-1,"heightMax":"","member_no":""}')).toMatchObject({
      heightMin: null,
      heightMax: null,
      member_no: null,
    });
    expect(refusal('{"heightMin":119}')).toBe(SEARCH_MESSAGES.height);
    expect(refusal('{"heightMin":170,"heightMax":160}')).toBe(SEARCH_MESSAGES.heightOrder);
    expect(refusal('{"mangalic_status":"Manglik"}')).toBe(SEARCH_MESSAGES.manglik);
    expect(refusal('{"member_no":"10-12"}')).toBe(SEARCH_MESSAGES.memberNo);
    expect(refusal('{"member_no":"1234567890"}')).toBe(SEARCH_MESSAGES.memberNo);
    expect(refusal('{"sort":"NEWEST"}')).toBe(SEARCH_MESSAGES.sort);
  });

  it.each([
    ['not JSON', '{gender: Female}', SEARCH_MESSAGES.unreadable],
    ['an array', '["Female"]', SEARCH_MESSAGES.unreadable],
    ['a string', '"Female"', SEARCH_MESSAGES.unreadable],
    ['null', 'null', SEARCH_MESSAGES.unreadable],
    ['a nested object', '{"gender":{"$ne":"x"}}', SEARCH_MESSAGES.unreadable],
    ['an array of arrays', '{"goutra":[["Garg"]]}', SEARCH_MESSAGES.unreadable],
    ['a number for a list', '{"education":42}', SEARCH_MESSAGES.education],
    ['true for a list', '{"state_nm":true}', SEARCH_MESSAGES.state],
    ['an object in an array', '{"goutra":[{"a":1}]}', SEARCH_MESSAGES.unreadable],
    ['an unknown key', '{"password":"x"}', 'The search filter "password" is not known.'],
    ['a prototype key', '{"__proto__":"x"}', 'The search filter "__proto__" is not known.'],
    ['an unknown gender', '{"gender":"Other"}', SEARCH_MESSAGES.gender],
    ['an unknown education', '{"education":["PhD"]}', SEARCH_MESSAGES.education],
    ['an unknown skin colour', '{"skin_color":"Blue"}', SEARCH_MESSAGES.skinColor],
    ['an unknown marital status', '{"marital_status":"Engaged"}', SEARCH_MESSAGES.maritalStatus],
    ['an unknown band', '{"salary_per_anum":"1-2"}', SEARCH_MESSAGES.salaryBand],
    ['a text range', '{"lowRange":"lots"}', SEARCH_MESSAGES.income],
    ['a negative range', '{"lowRange":-5}', SEARCH_MESSAGES.income],
    ['-11 as the lower bound', '{"lowRange":-11}', SEARCH_MESSAGES.income],
    ['a range upside down', '{"lowRange":15,"highRange":10}', SEARCH_MESSAGES.incomeOrder],
    ['an age under 18', '{"ageMin":12}', SEARCH_MESSAGES.age],
    ['a fractional age', '{"ageMax":"30.5"}', SEARCH_MESSAGES.age],
    ['ages upside down', '{"ageMin":35,"ageMax":25}', SEARCH_MESSAGES.ageOrder],
    ['page 0', '{"page":0}', SEARCH_MESSAGES.page],
    ['a huge page', '{"page":100000}', SEARCH_MESSAGES.page],
    ['a yes/no that is neither', '{"hideSameGotra":"maybe"}', SEARCH_MESSAGES.hideSameGotra],
    ['a long city', JSON.stringify({ city_name: 'x'.repeat(81) }), SEARCH_MESSAGES.text],
    ['a long gotra', JSON.stringify({ goutra: ['x'.repeat(81)] }), SEARCH_MESSAGES.text],
    [
      'too many gotras',
      JSON.stringify({ goutra: Array.from({ length: 51 }, (_, i) => `G${i}`) }),
      SEARCH_MESSAGES.tooMany,
    ],
  ])('refuses %s with a plain message', (_what, text, message) => {
    expect(refusal(text)).toBe(message);
  });

  // The fuzz suite found it: a list for "city_name" threw inside yup's trim (HTTP 500).
  const singleValued = Object.keys(serParamsSchema.fields).filter((k) => !LIST_FILTERS.has(k));
  it('knows the list filters', () => {
    expect([...LIST_FILTERS].sort()).toEqual(
      ['education', 'goutra', 'mangalic_status', 'marital_status', 'skin_color', 'state_nm'].sort(),
    );
  });
  it.each(singleValued)('refuses a list for the single value %s', (key) => {
    for (const list of [[], ['x'], [1]]) {
      expect(refusal(JSON.stringify({ [key]: list }))).toBe(SEARCH_MESSAGES.unreadable);
    }
  });

  it('refuses more than 2 KB, counted in bytes', () => {
    const city = 'क'.repeat(Math.ceil(SER_PARAMS_MAX_BYTES / 3));
    expect(JSON.stringify({ city_name: city }).length).toBeLessThan(SER_PARAMS_MAX_BYTES);
    expect(refusal(JSON.stringify({ city_name: city }))).toBe(SEARCH_MESSAGES.tooLong);
    expect(refusal(`{"goutra":[${'"a",'.repeat(600)}"a"]}`)).toBe(SEARCH_MESSAGES.tooLong);
  });
});

describe('incomeValuesFor (self_anum options 6, 8, 10, 15, 20, 30, 40, 41)', () => {
  const values = (lowRange: number, highRange: number, salary_per_anum = '') =>
    incomeValuesFor({ lowRange, highRange, salary_per_anum });

  it('matches an income option of the profile exactly', () => {
    expect(incomeValuesFor(ok('{"salary_per_anum":"6"}'))).toEqual(['6']);
    expect(incomeValuesFor(ok('{"salary_per_anum":"41"}'))).toEqual(['41']);
    // A range, when set, still decides.
    expect(incomeValuesFor(ok('{"salary_per_anum":"6","lowRange":8,"highRange":15}'))).toEqual([
      '10',
      '15',
    ]);
  });

  it('selects exactly one option for each salary band of requirements §9', () => {
    const expected = ['6', '8', '10', '15', '20', '30', '40', '41'];
    SALARY_BANDS.forEach((band, i) => {
      expect(values(band.low, band.high)).toEqual([expected[i]]);
      expect(values(-1, -1, band.label)).toEqual([expected[i]]);
    });
  });

  it('has no income filter when both bounds are unset', () => {
    expect(values(-1, -1)).toBeNull();
  });

  it('treats -1 as no bound and -11 as no upper bound', () => {
    expect(values(-1, 10)).toEqual(['6', '8', '10']);
    expect(values(20, -1)).toEqual(['30', '40', '41']);
    expect(values(20, -11)).toEqual(['30', '40', '41']);
  });

  it('selects every band a custom range overlaps', () => {
    expect(values(7, 9)).toEqual(['8', '10']);
    expect(values(0, 6)).toEqual(['6']);
    expect(values(100, 200)).toEqual(['41']);
  });

  it('lets the range win over the band label when both are set', () => {
    expect(values(30, 40, '5-6')).toEqual(['40']);
  });
});
