import { createSlice, original, type WithSlice } from '@reduxjs/toolkit';
import { initialTransition, transition } from 'xstate';
import { rootReducer } from '../../app/rootReducer';
import { loggedOut } from '../../entities/session';
import { memberEvent } from './requestActions';
import {
  requestMachine,
  type RequestContext,
  type RequestEvent,
  type RequestStep,
} from './requestMachine';

/** One member's request machine as plain JSON: all Redux keeps of it. */
export interface MemberRequestState {
  value: RequestStep;
  context: RequestContext;
}

export interface RequestsState {
  /** Keyed by the member's account_info_id. */
  byMember: Record<string, MemberRequestState>;
}

const [start] = initialTransition(requestMachine);
export const initialMemberRequest: MemberRequestState = {
  value: start.value as RequestStep,
  context: start.context,
};

const initialRequestsState: RequestsState = { byMember: {} };

const sameContext = (a: RequestContext, b: RequestContext) =>
  a.requestId === b.requestId &&
  a.side === b.side &&
  a.answer === b.answer &&
  a.note?.tone === b.note?.tone &&
  a.note?.text === b.note?.text;

/**
 * Advances one member's machine by one event. An event the step does not take changes nothing,
 * and neither does a reload that finds the request where it was (the same object comes back).
 */
export function advance(state: MemberRequestState, event: RequestEvent): MemberRequestState {
  const snapshot = requestMachine.resolveState(state);
  if (!snapshot.can(event)) return state;
  const [next] = transition(requestMachine, snapshot, event);
  const value = next.value as RequestStep;
  if (value === state.value && sameContext(next.context, state.context)) return state;
  return { value, context: next.context };
}

export const requestsSlice = createSlice({
  name: 'requests',
  initialState: initialRequestsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(memberEvent, (state, { payload }) => {
        // The machine reads plain objects, never an immer draft.
        const before = original(state)?.byMember[payload.memberId] ?? initialMemberRequest;
        const after = advance(before, payload.event);
        if (after !== before) state.byMember[payload.memberId] = after;
      })
      .addCase(loggedOut, () => initialRequestsState);
  },
  selectors: {
    /** undefined until a listing (or a click) has started the member's machine. */
    selectMemberRequest: (state, memberId: string): MemberRequestState | undefined =>
      state.byMember[memberId],
  },
});

declare module '../../app/rootReducer' {
  // Joins the store when a members screen's chunk loads (xstate stays off the first load).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof requestsSlice> {}
}

/** Injected on import; its selectors answer the initial state until the first event arrives. */
export const injectedRequestsSlice = requestsSlice.injectInto(rootReducer);
export const { selectMemberRequest } = injectedRequestsSlice.selectors;
