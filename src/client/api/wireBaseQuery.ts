import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { MESSAGES } from '../../shared/domain/messages';
import { buildCall, type CallKey } from '../../shared/protocol/form';
import { interpretAnswer } from '../../shared/protocol/interpret';
import type { CurlType } from '../../shared/protocol/registry';
import { WIRE_FLAGS } from '../../shared/protocol/wireFlags';
import { STATUS, decodeAnswer, type WireAnswer, type WireStatus } from '../../shared/protocol/wire';
import { ServerFault, type ThunkExtra } from './transport';

export interface WireArgs {
  type: CurlType;
  fields: Record<string, string>;
  key?: CallKey;
}

export interface WireError {
  /** A wire status, or: no answer (FETCH_ERROR), unreadable (PARSE_ERROR), service failed (SERVER_ERROR). */
  status: WireStatus | 'FETCH_ERROR' | 'PARSE_ERROR' | 'SERVER_ERROR';
  message: string;
}

export const PARSE_ERROR_MESSAGE = 'The answer from the site could not be read.';
export const SERVER_ERROR_MESSAGE = 'The site had a problem answering. Please try again.';

export const wireBaseQuery: BaseQueryFn<WireArgs, unknown, WireError> = async (
  { type, fields, key },
  api,
) => {
  const { transport } = api.extra as ThunkExtra;
  const { path, body } = buildCall(type, fields, { key, onlyCms: WIRE_FLAGS[type].onlyCms });

  let text: string;
  let serverFault = false;
  try {
    text = await transport(path, body, api.signal);
  } catch (e) {
    if (!(e instanceof ServerFault)) {
      // An aborted request lands here too; RTK Query ignores the result of an aborted call.
      return { error: { status: 'FETCH_ERROR', message: MESSAGES.networkError } };
    }
    text = e.body;
    serverFault = true;
  }

  let wire: WireAnswer;
  try {
    wire = decodeAnswer(text);
  } catch {
    if (serverFault) return { error: { status: 'SERVER_ERROR', message: SERVER_ERROR_MESSAGE } };
    return { error: { status: 'PARSE_ERROR', message: PARSE_ERROR_MESSAGE } };
  }

  const result = interpretAnswer(type, wire);
  if (result.ok) return { data: result.value };
  // A data call with status 1 fails to interpret only when its JSON is broken.
  if (wire.status === STATUS.data) {
    return { error: { status: 'PARSE_ERROR', message: PARSE_ERROR_MESSAGE } };
  }
  // Action calls keep the fault's status 0 and message for their form to show; a data call that
  // failed this way must not read as "no data".
  if (serverFault) {
    return { error: { status: 'SERVER_ERROR', message: result.message || SERVER_ERROR_MESSAGE } };
  }
  return { error: { status: result.status, message: result.message } };
};

/** Narrows RTK Query's error union to what this baseQuery produces. */
export const isWireError = (e: unknown): e is WireError =>
  typeof e === 'object' && e !== null && 'status' in e && 'message' in e;
