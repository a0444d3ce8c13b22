import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { RANGE_UNSET, SALARY_BANDS } from '../../../shared/domain/constants';
import { loggedOut } from '../session/sessionSlice';
import { toSerParams } from './serParams';

/** Seed §3's profile search filter, as the search sidebar edits it. */
export interface SearchFilters {
  city_name: string;
  gender: string;
  salary_per_anum: string;
  education: string;
  skin_color: string;
  goutra: string[];
  marital_status: string;
  lowRange: number;
  highRange: number;
}

export type TextFilterField = Exclude<keyof SearchFilters, 'goutra' | 'lowRange' | 'highRange'>;

export const initialFilters: SearchFilters = {
  city_name: '',
  gender: '',
  salary_per_anum: '',
  education: '',
  skin_color: '',
  goutra: [],
  marital_status: '',
  lowRange: RANGE_UNSET,
  highRange: RANGE_UNSET,
};

export const filtersSlice = createSlice({
  name: 'filters',
  initialState: initialFilters,
  reducers: {
    filterChanged(state, { payload }: PayloadAction<{ field: TextFilterField; value: string }>) {
      state[payload.field] = payload.value;
    },
    goutraToggled(state, { payload: name }: PayloadAction<string>) {
      state.goutra = state.goutra.includes(name)
        ? state.goutra.filter((g) => g !== name)
        : [...state.goutra, name];
    },
    /** A salary band (seed §9) sets the range it stands for; an unknown label clears the range. */
    salaryBandChosen(state, { payload: label }: PayloadAction<string>) {
      const band = SALARY_BANDS.find((b) => b.label === label);
      state.salary_per_anum = band ? band.label : '';
      state.lowRange = band ? band.low : RANGE_UNSET;
      state.highRange = band ? band.high : RANGE_UNSET;
    },
    filtersReset: () => initialFilters,
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialFilters);
  },
  selectors: {
    selectFilters: (state) => state,
    /** The getMembers ser_params for the current filters. */
    selectSerParams: (state) => toSerParams(state),
  },
});

export const { filterChanged, goutraToggled, salaryBandChosen, filtersReset } =
  filtersSlice.actions;
export const { selectFilters, selectSerParams } = filtersSlice.selectors;
