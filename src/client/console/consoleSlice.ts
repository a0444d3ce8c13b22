import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { StaffMe } from '../../shared/protocol/staffTypes';
import type { StaffRole } from '../../shared/protocol/types';
import { rootReducer } from '../app/rootReducer';

/**
 * The console's sign-in, as Redux state: `password` → `code` (the password was right; the token
 * waits for the TOTP code) → `signedIn`. The staff token lives only here, in memory: a reload
 * or a closed tab means signing in again (staff sessions are short on the server as well).
 */
export interface ConsoleState {
  step: 'password' | 'code' | 'signedIn';
  token: string | null;
  email: string;
  role: StaffRole | null;
  /** Why the console is back at the password step (signed out, session ended). */
  notice: string;
}

const initialState: ConsoleState = {
  step: 'password',
  token: null,
  email: '',
  role: null,
  notice: '',
};

export const SESSION_ENDED = 'Your session has ended. Please sign in again.';
export const SIGNED_OUT = 'You have signed out.';

export const consoleSlice = createSlice({
  name: 'console',
  initialState,
  reducers: {
    passwordAccepted: (state, action: PayloadAction<{ staff_token: string; email: string }>) => {
      state.step = 'code';
      state.token = action.payload.staff_token;
      state.email = action.payload.email;
      state.notice = '';
    },
    codeAccepted: (state, action: PayloadAction<StaffMe>) => {
      state.step = 'signedIn';
      state.token = action.payload.staff_token;
      state.email = action.payload.email;
      state.role = action.payload.role;
    },
    /** Back to the password (the code step expired, or the staff member chose to start over). */
    signInRestarted: () => initialState,
    signedOut: () => ({ ...initialState, notice: SIGNED_OUT }),
    sessionEnded: () => ({ ...initialState, notice: SESSION_ENDED }),
  },
  selectors: {
    selectConsoleStep: (state) => state.step,
    selectStaffToken: (state) => state.token ?? '',
    selectStaffEmail: (state) => state.email,
    selectStaffRole: (state) => state.role,
    selectConsoleNotice: (state) => state.notice,
  },
});

declare module '../app/rootReducer' {
  // Joins the store when the console's chunk loads: nothing of it in the public first load.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof consoleSlice> {}
}

export const injectedConsoleSlice = consoleSlice.injectInto(rootReducer);
export const { passwordAccepted, codeAccepted, signInRestarted, signedOut, sessionEnded } =
  consoleSlice.actions;
export const {
  selectConsoleStep,
  selectStaffToken,
  selectStaffEmail,
  selectStaffRole,
  selectConsoleNotice,
} = injectedConsoleSlice.selectors;
