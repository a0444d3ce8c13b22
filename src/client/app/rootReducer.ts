import { combineReducers } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import { cartSlice } from '../features/cart/cartSlice';
import { filtersSlice } from '../features/filters/filtersSlice';
import { layoutSlice } from '../features/layout/layoutSlice';
import { menusSlice } from '../features/menus/menusSlice';
import { sessionSlice } from '../features/session/sessionSlice';

export const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  [menusSlice.name]: menusSlice.reducer,
  [sessionSlice.name]: sessionSlice.reducer,
  [cartSlice.name]: cartSlice.reducer,
  [filtersSlice.name]: filtersSlice.reducer,
  [layoutSlice.name]: layoutSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
