import { combineSlices } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import { cartSlice } from '../features/cart/cartSlice';
import { filtersSlice } from '../features/filters/filtersSlice';
import { layoutSlice } from '../features/layout/layoutSlice';
import { menusSlice } from '../features/menus/menusSlice';
import { sessionSlice } from '../features/session/sessionSlice';

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
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
