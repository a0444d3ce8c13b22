import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from '../../../shared/protocol/types';

/** Seed §3: the login is kept as userDS, an array whose first element is the member. */
export interface SessionState {
  userDS: SessionUser[];
  token: string | null;
}

export const initialSessionState: SessionState = { userDS: [], token: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    loggedIn: (_state, action: PayloadAction<{ user: SessionUser; token: string }>) => ({
      userDS: [action.payload.user],
      token: action.payload.token,
    }),
    /** Seed §4: logout clears all local storage (a listener does that) and returns to the root. */
    loggedOut: () => initialSessionState,
    /** The service no longer knows the stored token: the member record did not come back. */
    expired: () => initialSessionState,
  },
  selectors: {
    selectSessionUser: (state) => state.userDS[0] ?? null,
    selectToken: (state) => state.token,
    selectIsLoggedIn: (state) => state.userDS.length > 0 && !!state.token,
  },
});

export const { loggedIn, loggedOut, expired } = sessionSlice.actions;
export const { selectSessionUser, selectToken, selectIsLoggedIn } = sessionSlice.selectors;
