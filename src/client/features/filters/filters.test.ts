import { RANGE_OPEN_ENDED, RANGE_UNSET } from '../../../shared/domain/constants';
import {
  filterChanged,
  filtersReset,
  filtersSlice,
  goutraToggled,
  initialFilters,
  salaryBandChosen,
  selectSerParams,
} from './filtersSlice';
import { toSerParams } from './serParams';

const reduce = filtersSlice.reducer;

describe('search filters', () => {
  it('start unset, with the range sentinels of seed §9', () => {
    expect(initialFilters.lowRange).toBe(RANGE_UNSET);
    expect(initialFilters.highRange).toBe(RANGE_UNSET);
    expect(JSON.parse(toSerParams(initialFilters))).toEqual({ lowRange: '-1', highRange: '-1' });
  });

  it('serialise the chosen filters only, goutra as a list', () => {
    let state = reduce(initialFilters, filterChanged({ field: 'gender', value: 'Female' }));
    state = reduce(state, filterChanged({ field: 'city_name', value: '  Jaipur ' }));
    state = reduce(state, filterChanged({ field: 'education', value: 'Engineering' }));
    state = reduce(state, goutraToggled('Garg'));
    state = reduce(state, goutraToggled('Mittal'));
    expect(JSON.parse(toSerParams(state))).toEqual({
      city_name: 'Jaipur',
      gender: 'Female',
      education: 'Engineering',
      goutra: ['Garg', 'Mittal'],
      lowRange: '-1',
      highRange: '-1',
    });
  });

  it('toggle a goutra off again', () => {
    let state = reduce(initialFilters, goutraToggled('Garg'));
    state = reduce(state, goutraToggled('Garg'));
    expect(state.goutra).toEqual([]);
    expect(JSON.parse(toSerParams(state))).not.toHaveProperty('goutra');
  });

  it('set the range from a salary band, 40+ being open-ended', () => {
    let state = reduce(initialFilters, salaryBandChosen('10-15'));
    expect(JSON.parse(selectSerParams({ filters: state }))).toEqual({
      salary_per_anum: '10-15',
      lowRange: '10',
      highRange: '15',
    });
    state = reduce(state, salaryBandChosen('40+'));
    expect(state).toMatchObject({ lowRange: 40, highRange: RANGE_OPEN_ENDED });
    state = reduce(state, salaryBandChosen(''));
    expect(state).toMatchObject({ salary_per_anum: '', lowRange: -1, highRange: -1 });
  });

  it('reset to the start', () => {
    const state = reduce(reduce(initialFilters, goutraToggled('Garg')), filtersReset());
    expect(state).toEqual(initialFilters);
  });
});
