import { INCOME_OPTIONS, RANGE_UNSET } from '../../../shared/domain/constants';
import { parseSerParams, SEARCH_CHECKS } from '../../../shared/domain/schemas/search';
import {
  choiceChanged,
  filterCleared,
  filtersReset,
  filtersSlice,
  genderChosen,
  goutraToggled,
  initialFilters,
  pageChosen,
  salaryBandChosen,
  sameGotraHidden,
  sortChosen,
  textTyped,
  withPhotoChosen,
  type SearchFilters,
} from './filtersSlice';
import { checkFilters, toSerParams } from './serParams';

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

  it.each(INCOME_OPTIONS.map((o) => [o.label, o.value] as const))(
    'send the "%s" option as itself, matched exactly (the range unset)',
    (_label, value) => {
      const state = reduce(initialFilters, salaryBandChosen(value));
      expect(sent(state)).toMatchObject({ salary_per_anum: value, lowRange: -1, highRange: -1 });
      const check = checkFilters(state);
      expect(check.ok && check.params.salary_per_anum).toBe(value);
    },
  );

  it('clear the income with "any income", and refuse what is not an option', () => {
    let state = reduce(initialFilters, salaryBandChosen('41'));
    state = reduce(state, salaryBandChosen(''));
    expect(sent(state)).not.toHaveProperty('salary_per_anum');
    expect(sent(state)).toMatchObject({ lowRange: RANGE_UNSET, highRange: RANGE_UNSET });
    expect(reduce(initialFilters, salaryBandChosen('5-6')).salary_per_anum).toBe('');
    expect(reduce(initialFilters, salaryBandChosen('7')).salary_per_anum).toBe('');
  });

  it('send height, state, Manglik, with photo, member ID and sort only when chosen', () => {
    let state = reduce(initialFilters, choiceChanged({ field: 'heightMin', value: '152' }));
    state = reduce(state, choiceChanged({ field: 'heightMax', value: '183' }));
    state = reduce(state, choiceChanged({ field: 'state_nm', value: 'Gujarat' }));
    state = reduce(state, choiceChanged({ field: 'mangalic_status', value: 'Mangalic' }));
    state = reduce(state, withPhotoChosen(true));
    state = reduce(state, textTyped({ field: 'member_no', value: ' 1012 ' }));
    state = reduce(state, sortChosen('younger'));
    expect(sent(state)).toMatchObject({
      heightMin: 152,
      heightMax: 183,
      state_nm: 'Gujarat',
      mangalic_status: 'Mangalic',
      withPhoto: true,
      member_no: '1012',
      sort: 'younger',
    });
    const check = checkFilters(state);
    expect(check.ok && check.params).toMatchObject({ member_no: 1012, withPhoto: true });
    expect(Object.keys(sent(initialFilters))).not.toContain('sort');
    const typo = reduce(initialFilters, textTyped({ field: 'member_no', value: '10a' }));
    expect(checkFilters(typo)).toEqual({ ok: false, message: SEARCH_CHECKS.memberNo });
    let upsideDown = reduce(initialFilters, choiceChanged({ field: 'heightMin', value: '183' }));
    upsideDown = reduce(upsideDown, choiceChanged({ field: 'heightMax', value: '152' }));
    expect(checkFilters(upsideDown)).toEqual({ ok: false, message: SEARCH_CHECKS.heightOrder });
  });

  it('clear one filter, or one gotra of several, from its chip', () => {
    let state = reduce(initialFilters, goutraToggled('Garg'));
    state = reduce(state, goutraToggled('Mittal'));
    state = reduce(state, withPhotoChosen(true));
    state = reduce(state, pageChosen(4));
    state = reduce(state, filterCleared({ key: 'goutra', value: 'Garg' }));
    expect(state).toMatchObject({ goutra: ['Mittal'], withPhoto: true, page: 1 });
    state = reduce(state, filterCleared({ key: 'withPhoto' }));
    expect(state.withPhoto).toBe(false);
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
    expect(checkFilters(young)).toEqual({ ok: false, message: SEARCH_CHECKS.age });
    let upsideDown = reduce(initialFilters, textTyped({ field: 'ageMin', value: '40' }));
    upsideDown = reduce(upsideDown, textTyped({ field: 'ageMax', value: '30' }));
    expect(checkFilters(upsideDown)).toEqual({ ok: false, message: SEARCH_CHECKS.ageOrder });
  });

  it('reset to the start', () => {
    const state = reduce(reduce(initialFilters, goutraToggled('Garg')), filtersReset());
    expect(state).toEqual(initialFilters);
  });
});
