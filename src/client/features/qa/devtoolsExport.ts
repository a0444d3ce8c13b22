/**
 * Redux DevTools' own export/import JSON (the lifted state of @redux-devtools/instrument):
 * actionsById[0] is the @@INIT entry, computedStates[i] the state after stagedActionIds[i].
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { RECORDING_VERSION, type Recording } from './recording';
import { redactAction, redactState } from './redact';
import { makeReplayStore } from './replayStore';

export interface DevToolsEntry {
  type: 'PERFORM_ACTION';
  action: UnknownAction;
  timestamp: number;
}

export interface DevToolsExport {
  monitorState: Record<string, unknown>;
  actionsById: Record<string, DevToolsEntry>;
  nextActionId: number;
  stagedActionIds: number[];
  skippedActionIds: number[];
  committedState: unknown;
  currentStateIndex: number;
  computedStates: { state: unknown; error?: string }[];
  isLocked: boolean;
  isPaused: boolean;
}

const plain = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** Our recording as a file Redux DevTools imports (its states rebuilt by replaying). */
export function toDevToolsExport(recording: Recording): DevToolsExport {
  const start = recording.actions[0]?.t ?? Date.parse(recording.createdAt);
  const actionsById: Record<string, DevToolsEntry> = {
    0: { type: 'PERFORM_ACTION', action: { type: '@@INIT' }, timestamp: start },
  };
  const store = makeReplayStore(recording.initialState);
  const computedStates: DevToolsExport['computedStates'] = [{ state: recording.initialState }];
  recording.actions.forEach(({ t, action }, i) => {
    actionsById[i + 1] = { type: 'PERFORM_ACTION', action, timestamp: t };
    store.dispatch(action);
    computedStates.push({ state: plain(redactState(store.getState())) });
  });
  // The last state is the one the recording saw (the replay's own is checked by `npm run replay`).
  computedStates[computedStates.length - 1] = { state: recording.finalState };
  const ids = Array.from({ length: recording.actions.length + 1 }, (_, i) => i);
  return {
    monitorState: {},
    actionsById,
    nextActionId: ids.length,
    stagedActionIds: ids,
    skippedActionIds: [],
    committedState: recording.initialState,
    currentStateIndex: ids.length - 1,
    computedStates,
    isLocked: false,
    isPaused: false,
  };
}

const INIT = /^@@(INIT|redux\/INIT)/;

/**
 * A DevTools export as our recording: the staged, not skipped actions after @@INIT, the committed
 * state as the start and the current state as the end; redacted, since a DevTools log may not be.
 */
export function fromDevToolsExport(input: string | DevToolsExport): Recording {
  const lifted = (typeof input === 'string' ? JSON.parse(input) : input) as DevToolsExport;
  if (!lifted || typeof lifted.actionsById !== 'object' || !Array.isArray(lifted.stagedActionIds)) {
    throw new Error('Not a Redux DevTools export (no actionsById / stagedActionIds).');
  }
  const skipped = new Set(lifted.skippedActionIds ?? []);
  const actions = lifted.stagedActionIds
    .filter((id) => !skipped.has(id))
    .map((id) => lifted.actionsById[id])
    .filter((entry) => entry && !INIT.test(entry.action.type))
    .map((entry) => ({ t: entry.timestamp, action: plain(redactAction(entry.action)) }));
  const current = lifted.computedStates[lifted.currentStateIndex] ?? lifted.computedStates.at(-1);
  const asState = (s: unknown) => plain(redactState((s ?? {}) as Record<string, unknown>));
  return {
    version: RECORDING_VERSION,
    createdAt: new Date(actions.at(-1)?.t ?? Date.now()).toISOString(),
    initialState: asState(lifted.committedState),
    actions,
    finalState: asState(current?.state),
  };
}
