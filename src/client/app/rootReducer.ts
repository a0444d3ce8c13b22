import { combineSlices, createAction, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import { cartSlice } from '../features/cart/cartSlice';
import { filtersSlice } from '../features/filters/filtersSlice';
import { layoutSlice } from '../features/layout/layoutSlice';
import { languageSlice } from '../entities/language/languageSlice';
import { menusSlice } from '../entities/menus/menusSlice';
import { sessionSlice } from '../entities/session/sessionSlice';

/**
 * Slices that join the store when their route chunk loads (features/auth adds `auth`), so that
 * the first load carries none of their libraries. Each such slice declares itself in here.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  baseApi,
  menusSlice,
  sessionSlice,
  cartSlice,
  filtersSlice,
  layoutSlice,
  languageSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** QA: the whole state, rebuilt from a recording, replaces the store's (the QA panel's steps). */
export const stateReplaced = createAction<RootState>('qa/stateReplaced');

/** The store's reducer: the slices, plus the QA panel's state replacement. */
export const appReducer: Reducer<RootState, UnknownAction, Partial<RootState>> = (state, action) =>
  stateReplaced.match(action) ? action.payload : rootReducer(state, action);
