import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { SALARY_BANDS } from '../../../shared/domain/constants';
import type { SearchGender } from '../../../shared/domain/schemas/search';
import { loggedOut } from '../../entities/session';

/**
 * The search sidebar's filters (requirements §3's profile search filter fields, plus age, the same-gotra
 * toggle and the page). The one source of truth: the URL mirrors it, ser_params is made from it.
 * Single choices hold '' for "any"; ages hold what was typed, so that the field can say what is
 * wrong with it.
 */
export interface SearchFilters {
  city_name: string;
  /** '' = the opposite of the member's own gender (the service decides). */
  gender: SearchGender;
  /** A requirements §9 band label ('5-6' … '40+'); lowRange/highRange are made from it. */
  salary_per_anum: string;
  education: string;
  skin_color: string;
  marital_status: string;
  goutra: string[];
  ageMin: string;
  ageMax: string;
  hideSameGotra: boolean;
  page: number;
}

export type ChoiceField = 'education' | 'skin_color' | 'marital_status';
export type TypedField = 'city_name' | 'ageMin' | 'ageMax';

export const initialFilters: SearchFilters = {
  city_name: '',
  gender: '',
  salary_per_anum: '',
  education: '',
  skin_color: '',
  marital_status: '',
  goutra: [],
  ageMin: '',
  ageMax: '',
  hideSameGotra: true,
  page: 1,
};

const isBand = (label: string) => SALARY_BANDS.some((b) => b.label === label);

/** Any change of what is searched for starts again from the first page. */
export const filtersSlice = createSlice({
  name: 'filters',
  initialState: initialFilters,
  reducers: {
    choiceChanged(state, { payload }: PayloadAction<{ field: ChoiceField; value: string }>) {
      state[payload.field] = payload.value;
      state.page = 1;
    },
    textTyped(state, { payload }: PayloadAction<{ field: TypedField; value: string }>) {
      state[payload.field] = payload.value;
      state.page = 1;
    },
    genderChosen(state, { payload }: PayloadAction<SearchGender>) {
      state.gender = payload;
      state.page = 1;
    },
    /** A requirements §9 band; anything else clears the income filter. */
    salaryBandChosen(state, { payload: label }: PayloadAction<string>) {
      state.salary_per_anum = isBand(label) ? label : '';
      state.page = 1;
    },
    goutraToggled(state, { payload: name }: PayloadAction<string>) {
      state.goutra = state.goutra.includes(name)
        ? state.goutra.filter((g) => g !== name)
        : [...state.goutra, name];
      state.page = 1;
    },
    sameGotraHidden(state, { payload }: PayloadAction<boolean>) {
      state.hideSameGotra = payload;
      state.page = 1;
    },
    pageChosen(state, { payload }: PayloadAction<number>) {
      state.page = Math.max(1, Math.trunc(payload) || 1);
    },
    /** The URL said otherwise: a shared link, or back / forward. */
    filtersRestored: (_state, { payload }: PayloadAction<SearchFilters>) => payload,
    filtersReset: () => initialFilters,
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialFilters);
  },
  selectors: {
    selectFilters: (state) => state,
  },
});

export const {
  choiceChanged,
  textTyped,
  genderChosen,
  salaryBandChosen,
  goutraToggled,
  sameGotraHidden,
  pageChosen,
  filtersRestored,
  filtersReset,
} = filtersSlice.actions;
export const { selectFilters } = filtersSlice.selectors;
