import type { UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import { describeDifference, firstDifference, type Difference } from './compare';
import type { Recording } from './recording';
import { redactState } from './redact';
import { LAZY_SLICES, makeReplayStore } from './replayStore';

export interface ReplayStep {
  index: number;
  type: string;
  /** Machine steps that moved: `auth: login → loggingIn`, `requests[MTI=]: none → sending`. */
  changes: string[];
}

export interface ReplayResult {
  steps: ReplayStep[];
  /** The rebuilt state, redacted and normalised like a recording's finalState. */
  state: Record<string, unknown>;
  difference: Difference | null;
}

type Machine = { value?: unknown } | undefined;
type MachineStates = { auth?: Machine; requests?: { byMember?: Record<string, Machine> } };

/** `auth/flowEvent login.submitted`, `api/executeQuery/fulfilled getMembers` */
export function describeAction(action: UnknownAction): string {
  const payload = action.payload as {
    type?: unknown;
    event?: { type?: unknown };
    memberId?: unknown;
  };
  const meta = action.meta as { arg?: { endpointName?: unknown } } | undefined;
  const detail =
    action.type === 'auth/flowEvent'
      ? payload?.type
      : action.type === 'requests/memberEvent'
        ? `${String(payload?.event?.type)} (${String(payload?.memberId)})`
        : meta?.arg?.endpointName;
  return typeof detail === 'string' ? `${action.type} ${detail}` : action.type;
}

/** What the auth and request machines moved between two states. */
export function machineChanges(before: MachineStates, after: MachineStates): string[] {
  const out: string[] = [];
  const from = (m: Machine) => String(m?.value ?? '(none)');
  if (before.auth?.value !== after.auth?.value && after.auth) {
    out.push(`auth: ${from(before.auth)} → ${from(after.auth)}`);
  }
  const was = before.requests?.byMember ?? {};
  const now = after.requests?.byMember ?? {};
  for (const [id, machine] of Object.entries(now)) {
    if (was[id]?.value !== machine?.value)
      out.push(`requests[${id}]: ${from(was[id])} → ${from(machine)}`);
  }
  return out;
}

/** RTK Query's parts a replay rebuilds; see docs/qa.md for why the others are left out. */
export const COMPARED_API_PARTS = ['queries', 'mutations', 'provided'];

/**
 * Redacted plain JSON, with only the replayable parts of RTK Query's state. `api.config` holds
 * flags of the running page (online, focused, a per-page-load middleware id) and
 * `api.subscriptions` says which mounted components watch which query, synced by the middleware
 * on its own schedule: neither follows from the recorded actions alone. Queries, mutations and
 * tags are compared in full: their timestamps and request ids come from the actions.
 */
export function normalise(state: unknown): Record<string, unknown> {
  const plain = JSON.parse(JSON.stringify(redactState(state))) as Record<string, unknown>;
  const api = plain.api as Record<string, unknown> | undefined;
  if (api) {
    plain.api = Object.fromEntries(
      Object.entries(api).filter(([k]) => COMPARED_API_PARTS.includes(k)),
    );
  }
  return plain;
}

/**
 * A lazy slice the recording's app had not loaded yet (the login chunk never opened) sits at its
 * initial state in a replay, which loads every slice: that is no difference.
 */
function withoutUnloadedSlices(expected: Record<string, unknown>, actual: Record<string, unknown>) {
  const out = { ...actual };
  for (const [key, slice] of Object.entries(LAZY_SLICES)) {
    if (Object.hasOwn(expected, key) || !Object.hasOwn(out, key)) continue;
    const initial = normalise({ [key]: slice.getInitialState() })[key];
    if (!firstDifference(initial, out[key])) delete out[key];
  }
  return out;
}

/**
 * Rebuilds the state a recording ends in from its actions alone, in a store that cannot reach the
 * service, and compares it with the recorded final state (both redacted).
 */
export function replayRecording(
  recording: Recording,
  onStep?: (step: ReplayStep) => void,
  upTo = recording.actions.length,
): ReplayResult {
  const store = makeReplayStore(recording.initialState as Partial<RootState>);
  const steps: ReplayStep[] = [];
  recording.actions.slice(0, upTo).forEach(({ action }, index) => {
    const before = store.getState() as MachineStates;
    store.dispatch(action as UnknownAction);
    const step = {
      index,
      type: describeAction(action),
      changes: machineChanges(before, store.getState() as MachineStates),
    };
    steps.push(step);
    onStep?.(step);
  });
  const expected = normalise(recording.finalState);
  const state = withoutUnloadedSlices(expected, normalise(store.getState()));
  return { steps, state, difference: firstDifference(expected, state) };
}

/** The state after the first `count` actions: what the QA panel shows at that step. */
export function stateAt(recording: Recording, count: number): RootState {
  const store = makeReplayStore(recording.initialState as Partial<RootState>);
  for (const { action } of recording.actions.slice(0, count))
    store.dispatch(action as UnknownAction);
  return store.getState();
}

export const formatStep = (step: ReplayStep) =>
  [
    `${String(step.index + 1).padStart(4)}  ${step.type}`,
    ...step.changes.map((c) => `        ${c}`),
  ].join('\n');

export { describeDifference };
