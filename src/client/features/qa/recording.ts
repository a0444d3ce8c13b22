import type { UnknownAction } from '@reduxjs/toolkit';

export const RECORDING_VERSION = 1;

export interface RecordedAction {
  /** Milliseconds since the epoch when the action was dispatched. */
  t: number;
  action: UnknownAction;
}

/**
 * A QA recording: redacted actions and the redacted state before the first and after the last of
 * them. `initialState` is what the store started from (a stored login, a saved cart) or, once the
 * ring buffer has dropped old actions, the state before the oldest kept one.
 */
export interface Recording {
  version: number;
  createdAt: string;
  initialState: Record<string, unknown>;
  actions: RecordedAction[];
  finalState: Record<string, unknown>;
}

export function isRecording(value: unknown): value is Recording {
  const r = value as Partial<Recording> | null;
  return (
    typeof r === 'object' &&
    r !== null &&
    r.version === RECORDING_VERSION &&
    Array.isArray(r.actions) &&
    typeof r.finalState === 'object' &&
    typeof r.initialState === 'object'
  );
}

/** Parses a recording file's text, saying what is wrong with one that is not. */
export function parseRecording(text: string): Recording {
  const value: unknown = JSON.parse(text);
  if (!isRecording(value)) {
    throw new Error(`Not a QA recording (version ${RECORDING_VERSION} with actions and states).`);
  }
  return value;
}
