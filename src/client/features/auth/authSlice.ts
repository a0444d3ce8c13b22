import { createSlice, original, type WithSlice } from '@reduxjs/toolkit';
import { initialTransition, transition } from 'xstate';
import { rootReducer } from '../../app/rootReducer';
import { flowEvent } from './authActions';
import { authMachine, type AuthContext, type AuthStep } from './authMachine';

/** The machine's snapshot as plain JSON: all Redux keeps of the login flow. */
export interface AuthState {
  value: AuthStep;
  context: AuthContext;
}

const [start] = initialTransition(authMachine);
export const initialAuthState: AuthState = {
  value: start.value as AuthStep,
  context: start.context,
};

/** Advances the machine by one event; an event the current step does not accept changes nothing. */
export function advance(state: AuthState, event: Parameters<typeof flowEvent>[0]): AuthState {
  const snapshot = authMachine.resolveState(state);
  if (!snapshot.can(event)) return state;
  const [next] = transition(authMachine, snapshot, event);
  return { value: next.value as AuthStep, context: next.context };
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {},
  extraReducers: (builder) => {
    // The machine reads plain objects, never an immer draft.
    builder.addCase(flowEvent, (state, action) =>
      advance(original(state) ?? state, action.payload),
    );
  },
  selectors: {
    selectAuthStep: (state) => state.value,
    selectAuthMessage: (state) => state.context.message,
    selectAuthContext: (state) => state.context,
  },
});

declare module '../../app/rootReducer' {
  // The slice joins the store when the login screen's chunk loads (xstate stays off the first load).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof authSlice> {}
}

/** Injected on import; its selectors answer the initial state until the first event arrives. */
export const injectedAuthSlice = authSlice.injectInto(rootReducer);
export const { selectAuthStep, selectAuthMessage, selectAuthContext } = injectedAuthSlice.selectors;
