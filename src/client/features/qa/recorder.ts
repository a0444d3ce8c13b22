import type { Middleware, Reducer, UnknownAction } from '@reduxjs/toolkit';
import { RECORDING_VERSION, type RecordedAction, type Recording } from './recording';
import { redactAction, redactState } from './redact';

export const DEFAULT_LIMIT = 5000;

export interface RecorderOptions {
  /** The store's reducer: moves the base state on when the ring buffer drops an action. */
  reducer: Reducer;
  limit?: number;
  now?: () => number;
}

export interface Recorder {
  middleware: Middleware;
  /** The recording so far, with the current state as its final state. */
  recording: (state: unknown) => Recording;
  /** While paused (the QA panel is stepping through a recording) nothing is kept. */
  setPaused: (paused: boolean) => void;
  clear: (state: unknown) => void;
  size: () => number;
}

const isPlainAction = (a: unknown): a is UnknownAction =>
  typeof a === 'object' && a !== null && typeof (a as { type?: unknown }).type === 'string';

// What a file holds: JSON drops undefined fields, and the buffer should hold the same.
const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * Keeps every dispatched action, redacted, in a ring buffer. Thunks pass by: what they dispatch
 * comes through as plain actions.
 */
export function createRecorder({
  reducer,
  limit = DEFAULT_LIMIT,
  now = Date.now,
}: RecorderOptions): Recorder {
  let buffer: RecordedAction[] = [];
  let base: Record<string, unknown> | null = null;
  let paused = false;

  const middleware: Middleware = (api) => (next) => (action) => {
    if (!paused && isPlainAction(action)) {
      base ??= asJson(redactState(api.getState() as Record<string, unknown>));
      buffer.push({ t: now(), action: asJson(redactAction(action)) });
      if (buffer.length > limit) {
        const dropped = buffer.shift() as RecordedAction;
        base = asJson(redactState(reducer(base, dropped.action) as Record<string, unknown>));
      }
    }
    return next(action);
  };

  return {
    middleware,
    recording: (state) => {
      const finalState = asJson(redactState(state as Record<string, unknown>));
      return {
        version: RECORDING_VERSION,
        createdAt: new Date(now()).toISOString(),
        initialState: base ?? finalState,
        actions: [...buffer],
        finalState,
      };
    },
    setPaused: (p) => {
      paused = p;
    },
    clear: (state) => {
      buffer = [];
      base = asJson(redactState(state as Record<string, unknown>));
    },
    size: () => buffer.length,
  };
}
