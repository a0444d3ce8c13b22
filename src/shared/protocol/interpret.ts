import type { AnswerOf, CurlType } from './registry';
import { WIRE_FLAGS } from './wireFlags';
import { STATUS, type WireAnswer, type WireStatus } from './wire';

export type CallResult<T> =
  { ok: true; value: T } | { ok: false; status: WireStatus; message: string };

/**
 * Turns a decoded answer into what the caller of `type` expects: data calls succeed only with
 * status 1 and valid JSON; action calls always succeed with their status and message, because
 * 0 and -10 are ordinary outcomes that the screen shows.
 */
export function interpretAnswer<C extends CurlType>(
  type: C,
  wire: WireAnswer,
): CallResult<AnswerOf<C>> {
  if (WIRE_FLAGS[type].kind === 'action') {
    const status =
      wire.status === STATUS.done || wire.status === STATUS.invalid ? wire.status : '0';
    return { ok: true, value: { status, message: wire.text } as AnswerOf<C> };
  }
  if (wire.status !== STATUS.data) return { ok: false, status: wire.status, message: wire.text };
  try {
    return { ok: true, value: JSON.parse(wire.text) as AnswerOf<C> };
  } catch {
    return {
      ok: false,
      status: STATUS.fail,
      message: 'The answer from the site could not be read.',
    };
  }
}
