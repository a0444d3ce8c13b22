import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from '../../../shared/protocol/types';

/** Requirements §3: the login is kept as userDS, an array whose first element is the member. */
export interface SessionState {
  userDS: SessionUser[];
  token: string | null;
  /** A stored login is being checked with the service (getMyProfile at page load). */
  checking: boolean;
  /**
   * A word about the session, shown once: to the visitor after it ended on purpose ("Your account
   * has been deleted."), to the member on the page a login lands on ('Login Successfully..').
   */
  notice: string | null;
}

export const initialSessionState: SessionState = {
  userDS: [],
  token: null,
  checking: false,
  notice: null,
};

export interface LoggedOutPayload {
  /**
   * 'expired': the service no longer knows the token, so it is not told about the logout.
   * 'everywhere': the member ends every session of the account, on every device (My Profile).
   */
  reason?: 'member' | 'everywhere' | 'expired' | 'deleted';
  notice?: string;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    loggedIn: (
      _state,
      action: PayloadAction<{ user: SessionUser; token: string; notice?: string }>,
    ) => ({
      userDS: [action.payload.user],
      token: action.payload.token,
      checking: false,
      notice: action.payload.notice ?? null,
    }),
    /** A login was read from localStorage at page load; a listener asks the service about it. */
    sessionRestored: (state) => {
      state.checking = true;
    },
    /** The service sent the member record back: the stored login holds (requirements §4). */
    profileLoaded: (state, action: PayloadAction<SessionUser>) => {
      state.checking = false;
      if (state.token) state.userDS = [action.payload];
    },
    /** The check got no answer (offline): the stored login is kept, and pages say what fails. */
    sessionCheckFailed: (state) => {
      state.checking = false;
    },
    /** Requirements §4: logout clears all local storage (a listener does that) and returns to the root. */
    loggedOut: {
      reducer: (_state, action: PayloadAction<LoggedOutPayload>) => ({
        ...initialSessionState,
        notice: action.payload.notice ?? null,
      }),
      prepare: (payload: LoggedOutPayload = {}) => ({ payload }),
    },
    noticeDismissed: (state) => {
      state.notice = null;
    },
    /** The service no longer knows the stored token: the member record did not come back. */
    expired: () => initialSessionState,
  },
  selectors: {
    selectSessionUser: (state) => state.userDS[0] ?? null,
    selectToken: (state) => state.token,
    selectIsLoggedIn: (state) => state.userDS.length > 0 && !!state.token,
    selectSessionChecking: (state) => state.checking,
    selectSessionNotice: (state) => state.notice,
  },
});

export const {
  loggedIn,
  sessionRestored,
  profileLoaded,
  sessionCheckFailed,
  loggedOut,
  noticeDismissed,
  expired,
} = sessionSlice.actions;
export const {
  selectSessionUser,
  selectToken,
  selectIsLoggedIn,
  selectSessionChecking,
  selectSessionNotice,
} = sessionSlice.selectors;
