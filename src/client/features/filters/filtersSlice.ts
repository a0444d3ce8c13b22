import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { INCOME_OPTIONS } from '../../../shared/domain/constants';
import type { SearchGender, SearchSort } from '../../../shared/domain/schemas/search';
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
  /** One of the profile's income options ('6' … '41', as self_anum holds them), matched exactly. */
  salary_per_anum: string;
  education: string;
  skin_color: string;
  marital_status: string;
  goutra: string[];
  ageMin: string;
  ageMax: string;
  /** Heights in whole cm ('' = any), chosen in feet and inches. */
  heightMin: string;
  heightMax: string;
  state_nm: string;
  mangalic_status: string;
  withPhoto: boolean;
  /** The member number as members read it ("1012"), as typed. */
  member_no: string;
  sort: SearchSort;
  hideSameGotra: boolean;
  page: number;
}

export type ChoiceField =
  | 'education'
  | 'skin_color'
  | 'marital_status'
  | 'heightMin'
  | 'heightMax'
  | 'state_nm'
  | 'mangalic_status';
export type TypedField = 'city_name' | 'ageMin' | 'ageMax' | 'member_no';

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
  heightMin: '',
  heightMax: '',
  state_nm: '',
  mangalic_status: '',
  withPhoto: false,
  member_no: '',
  sort: 'newest',
  hideSameGotra: true,
  page: 1,
};

const isIncome = (value: string) => INCOME_OPTIONS.some((o) => o.value === value);

/** What one active-filter chip stands for: a whole filter, or one gotra of several. */
export type ClearedFilter =
  | { key: Exclude<keyof SearchFilters, 'goutra' | 'page' | 'sort'> }
  | { key: 'goutra'; value: string };

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
    /** An income option of the profile; anything else clears the income filter. */
    salaryBandChosen(state, { payload: value }: PayloadAction<string>) {
      state.salary_per_anum = isIncome(value) ? value : '';
      state.page = 1;
    },
    withPhotoChosen(state, { payload }: PayloadAction<boolean>) {
      state.withPhoto = payload;
      state.page = 1;
    },
    sortChosen(state, { payload }: PayloadAction<SearchSort>) {
      state.sort = payload;
      state.page = 1;
    },
    /** An active-filter chip removed: that filter back to "any" (or that one gotra unticked). */
    filterCleared(state, { payload }: PayloadAction<ClearedFilter>) {
      if (payload.key === 'goutra') {
        state.goutra = state.goutra.filter((g) => g !== payload.value);
      } else {
        Object.assign(state, { [payload.key]: initialFilters[payload.key] });
      }
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
  withPhotoChosen,
  sortChosen,
  filterCleared,
  goutraToggled,
  sameGotraHidden,
  pageChosen,
  filtersRestored,
  filtersReset,
} = filtersSlice.actions;
export const { selectFilters } = filtersSlice.selectors;
