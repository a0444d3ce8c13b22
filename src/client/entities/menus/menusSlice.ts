import { createSlice } from '@reduxjs/toolkit';
import type { MenuRecord, Role, SessionUser } from '../../../shared/protocol/types';
import { serverAnswersHydrated } from '../../api/serverAnswers';
import { contentApi } from '../content';
import { expired, loggedOut } from '../session';

/** The getAccessToken answer (requirements §7 "stored as userData and read for roles and user"). */
export interface MenusState {
  menus: MenuRecord[];
  roles: Role[];
  user: SessionUser | null;
  loaded: boolean;
}

export const initialMenusState: MenusState = { menus: [], roles: [], user: null, loaded: false };

export const menusSlice = createSlice({
  name: 'menus',
  initialState: initialMenusState,
  reducers: {},
  extraReducers: (builder) => {
    const signedOut = (state: MenusState) => {
      state.roles = [];
      state.user = null;
    };
    builder
      .addCase(loggedOut, signedOut)
      .addCase(expired, signedOut)
      // A server-written page: the menus its header was drawn from (issue #19 item 1).
      .addCase(serverAnswersHydrated, (state, { payload }) => {
        const menus = payload.menus as Partial<MenusState> | undefined;
        if (!menus?.loaded || !Array.isArray(menus.menus)) return state;
        return { ...initialMenusState, menus: menus.menus, loaded: true };
      })
      .addMatcher(contentApi.endpoints.getAccessToken.matchFulfilled, (state, { payload }) => {
        state.menus = payload.menus;
        state.roles = payload.roles;
        state.user = payload.user;
        state.loaded = true;
      });
  },
});
