import { RANGE_OPEN_ENDED, RANGE_UNSET, SALARY_BANDS } from '../../../shared/domain/constants';
import { parseSerParams, SEARCH_MESSAGES } from '../../../shared/domain/schemas/search';
import {
  choiceChanged,
  filtersReset,
  filtersSlice,
  genderChosen,
  goutraToggled,
  initialFilters,
  pageChosen,
  salaryBandChosen,
  sameGotraHidden,
  textTyped,
  type SearchFilters,
} from './filtersSlice';
import { checkFilters, incomeRange, toSerParams } from './serParams';

const reduce = filtersSlice.reducer;
const sent = (filters: SearchFilters) => JSON.parse(toSerParams(filters));

describe('search filters → ser_params', () => {
  it('start unset: range sentinels, same-gotra hidden, page 1, gender left to the service', () => {
    expect(sent(initialFilters)).toEqual({
      lowRange: RANGE_UNSET,
      highRange: RANGE_UNSET,
      hideSameGotra: true,
      page: 1,
    });
    const check = checkFilters(initialFilters);
    expect(check.ok && check.params).toMatchObject({ gender: '', hideSameGotra: true, page: 1 });
  });

  it.each(SALARY_BANDS.map((b) => [b.label, b.low, b.high] as const))(
    'map the %s band to lowRange %d / highRange %d',
    (label, low, high) => {
      const state = reduce(initialFilters, salaryBandChosen(label));
      expect(sent(state)).toMatchObject({ salary_per_anum: label, lowRange: low, highRange: high });
      expect(checkFilters(state).ok).toBe(true);
    },
  );

  it('send 40+ as open-ended and clear the range with "any income"', () => {
    let state = reduce(initialFilters, salaryBandChosen('40+'));
    expect(sent(state)).toMatchObject({ lowRange: 40, highRange: RANGE_OPEN_ENDED });
    state = reduce(state, salaryBandChosen(''));
    expect(sent(state)).not.toHaveProperty('salary_per_anum');
    expect(sent(state)).toMatchObject({ lowRange: RANGE_UNSET, highRange: RANGE_UNSET });
    expect(incomeRange('7-9')).toEqual({ lowRange: RANGE_UNSET, highRange: RANGE_UNSET });
    expect(reduce(initialFilters, salaryBandChosen('7-9')).salary_per_anum).toBe('');
  });

  it('send the chosen filters only, gotras as a list, the city trimmed', () => {
    let state = reduce(initialFilters, genderChosen('Female'));
    state = reduce(state, textTyped({ field: 'city_name', value: '  Jaipur ' }));
    state = reduce(state, choiceChanged({ field: 'education', value: 'Engineering' }));
    state = reduce(state, choiceChanged({ field: 'skin_color', value: 'Fair' }));
    state = reduce(state, choiceChanged({ field: 'marital_status', value: 'Unmarried' }));
    state = reduce(state, goutraToggled('Garg'));
    state = reduce(state, goutraToggled('Mittal'));
    state = reduce(state, textTyped({ field: 'ageMin', value: '24' }));
    state = reduce(state, textTyped({ field: 'ageMax', value: '30' }));
    state = reduce(state, sameGotraHidden(false));
    expect(sent(state)).toEqual({
      city_name: 'Jaipur',
      gender: 'Female',
      education: 'Engineering',
      skin_color: 'Fair',
      marital_status: 'Unmarried',
      goutra: ['Garg', 'Mittal'],
      lowRange: -1,
      highRange: -1,
      ageMin: 24,
      ageMax: 30,
      hideSameGotra: false,
      page: 1,
    });
    // What the service reads is what was chosen.
    const parsed = parseSerParams(toSerParams(state));
    expect(parsed.ok && parsed.value).toMatchObject({
      city_name: 'Jaipur',
      goutra: ['Garg', 'Mittal'],
      ageMin: 24,
      ageMax: 30,
      hideSameGotra: false,
    });
  });

  it('toggle a gotra off again', () => {
    const state = reduce(reduce(initialFilters, goutraToggled('Garg')), goutraToggled('Garg'));
    expect(state.goutra).toEqual([]);
    expect(sent(state)).not.toHaveProperty('goutra');
  });

  it('start from page 1 again when what is searched for changes', () => {
    let state = reduce(initialFilters, pageChosen(3));
    expect(sent(state).page).toBe(3);
    state = reduce(state, goutraToggled('Garg'));
    expect(state.page).toBe(1);
    state = reduce(reduce(state, pageChosen(2)), textTyped({ field: 'city_name', value: 'K' }));
    expect(state.page).toBe(1);
  });

  it('refuse ages the service would refuse, with its words', () => {
    const young = reduce(initialFilters, textTyped({ field: 'ageMin', value: '2' }));
    expect(checkFilters(young)).toEqual({ ok: false, message: SEARCH_MESSAGES.age });
    let upsideDown = reduce(initialFilters, textTyped({ field: 'ageMin', value: '40' }));
    upsideDown = reduce(upsideDown, textTyped({ field: 'ageMax', value: '30' }));
    expect(checkFilters(upsideDown)).toEqual({ ok: false, message: SEARCH_MESSAGES.ageOrder });
  });

  it('reset to the start', () => {
    const state = reduce(reduce(initialFilters, goutraToggled('Garg')), filtersReset());
    expect(state).toEqual(initialFilters);
  });
});
