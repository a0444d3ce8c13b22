import { registry, type AnswerOf, type CurlType } from '../../shared/protocol/registry';
import type { ActionAnswer } from '../../shared/protocol/types';
import {
  dataAnswer,
  failAnswer,
  invalidAnswer,
  notValidatedAnswer,
  type WireAnswer,
} from '../../shared/protocol/wire';

/**
 * What a handler returns: the typed answer of its call, or a refusal already in wire form
 * (status 0 / -10 / not_validated for a data call). The pipeline, not the handler, encodes.
 */
export type Outcome<T> = { ok: true; value: T } | { ok: false; wire: WireAnswer };

export const answer = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const fail = <T>(message: string): Outcome<T> => ({ ok: false, wire: failAnswer(message) });
export const invalid = <T>(message: string): Outcome<T> => ({
  ok: false,
  wire: invalidAnswer(message),
});

/** The mirror of shared interpretAnswer: actions carry status + message, data calls carry JSON. */
export function toWire<C extends CurlType>(type: C, outcome: Outcome<AnswerOf<C>>): WireAnswer {
  if (!outcome.ok) return outcome.wire;
  if (registry[type].kind === 'action') {
    const { status, message } = outcome.value as ActionAnswer;
    return { status, text: message };
  }
  return dataAnswer(outcome.value);
}

export const notValidated = <T>(message: string): Outcome<T> => ({
  ok: false,
  wire: notValidatedAnswer(message),
});

/** The three answers of an action call. */
export const done = (message: string): Outcome<ActionAnswer> => answer({ status: '001', message });
export const refused = (message: string): Outcome<ActionAnswer> => answer({ status: '0', message });
export const rejected = (message: string): Outcome<ActionAnswer> =>
  answer({ status: '-10', message });
