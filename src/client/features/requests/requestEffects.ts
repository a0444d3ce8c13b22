import type { ListenerEffectAPI } from '@reduxjs/toolkit';
import { transition } from 'xstate';
import { MESSAGES } from '../../../shared/domain/messages';
import { STATUS } from '../../../shared/protocol/wire';
import type { ActionAnswer } from '../../../shared/protocol/types';
import { baseApi } from '../../api/baseApi';
import { isWireError } from '../../api/wireBaseQuery';
import type { AppListenerDispatch } from '../../app/listeners';
import type { RootState } from '../../app/rootReducer';
import { membersApi } from '../../entities/members';
import type { AppExtra } from '../../entities/session';
import { memberEvent, type MemberEventPayload } from './requestActions';
import {
  requestMachine,
  type RequestContext,
  type RequestEffect,
  type RequestEvent,
} from './requestMachine';
import { initialMemberRequest, type MemberRequestState } from './requestsSlice';

type Api = ListenerEffectAPI<RootState, AppListenerDispatch, AppExtra>;

interface EffectArgs {
  memberId: string;
  /** The event that named the effect (a send's carries its note). */
  event: RequestEvent;
  /** The context after the transition. */
  context: RequestContext;
  api: Api;
}

export const NOT_SENT = 'Your interest could not be sent. Please try again.';
export const NOT_WITHDRAWN = 'Your interest could not be withdrawn. Please try again.';
export const NOT_ANSWERED = 'Your answer could not be sent. Please try again.';

/** The requirements §8 lists: search results, Interested Members and the dashboard counters. */
export const RELOADED_TAGS = ['Members', 'Requests', 'Dashboard'] as const;

type Outcome = { ok: true; message: string } | { ok: false; message: string };

/** 001 is done; 0 and -10 carry the service's reason; no answer reads as the network message. */
function outcomeOf(result: { data?: ActionAnswer; error?: unknown }, fallback: string): Outcome {
  if (result.data) {
    const { status, message } = result.data;
    if (status === STATUS.done) return { ok: true, message };
    return { ok: false, message: message || fallback };
  }
  const error = result.error;
  if (isWireError(error)) {
    return {
      ok: false,
      message: error.status === 'FETCH_ERROR' ? MESSAGES.networkError : error.message || fallback,
    };
  }
  return { ok: false, message: fallback };
}

const tokenOf = (api: Api) => api.getState().session.token ?? '';

const EFFECTS: Record<RequestEffect, (args: EffectArgs) => Promise<RequestEvent | null>> = {
  async postSend({ memberId, event, api }) {
    const note = event.type === 'request.sendClicked' ? event.note?.trim() : undefined;
    const result = await api.dispatch(
      membersApi.endpoints.sendMemberRequest.initiate(
        // An old-style call when there is no note (requirements §4.5.5: the note is optional).
        { local_token: tokenOf(api), req_acc_infoid: memberId, ...(note ? { note } : {}) },
        { track: false },
      ),
    );
    const outcome = outcomeOf(result, NOT_SENT);
    return outcome.ok
      ? { type: 'request.sent', message: outcome.message || MESSAGES.requestSentNotice }
      : { type: 'request.sendFailed', message: outcome.message };
  },

  async postWithdraw({ context, api }) {
    const result = await api.dispatch(
      membersApi.endpoints.withdrawMemberRequest.initiate(
        { local_token: tokenOf(api), mem_frd_req_id: context.requestId ?? '' },
        { track: false },
      ),
    );
    const outcome = outcomeOf(result, NOT_WITHDRAWN);
    return outcome.ok
      ? { type: 'request.withdrawn', message: outcome.message }
      : { type: 'request.withdrawFailed', message: outcome.message };
  },

  async postAnswer({ memberId, context, api }) {
    const result = await api.dispatch(
      membersApi.endpoints.acceptRejFrdRequest.initiate(
        {
          local_token: tokenOf(api),
          req_acc_infoid: memberId,
          mem_frd_req_id: context.requestId ?? '',
          req_status: context.answer ?? '',
        },
        { track: false },
      ),
    );
    const outcome = outcomeOf(result, NOT_ANSWERED);
    return outcome.ok
      ? { type: 'request.answered', message: outcome.message }
      : { type: 'request.answerFailed', message: outcome.message };
  },

  // Requirements §8: after a 001 the lists reload; RTK Query refetches the ones on screen.
  async reloadLists({ api }) {
    api.dispatch(baseApi.util.invalidateTags([...RELOADED_TAGS]));
    return null;
  },
};

const isEffect = (type: string): type is RequestEffect => Object.hasOwn(EFFECTS, type);

/**
 * Recomputes the transition the reducer just made (same snapshot, same event) to learn which
 * effects the machine named, runs them in order, and sends each post's answer as the next event.
 */
export async function runRequestEffects(
  before: MemberRequestState | undefined,
  { memberId, event }: MemberEventPayload,
  api: Api,
) {
  const snapshot = requestMachine.resolveState(before ?? initialMemberRequest);
  if (!snapshot.can(event)) return;
  const [next, actions] = transition(requestMachine, snapshot, event);
  for (const action of actions) {
    if (!isEffect(action.type)) continue;
    const answer = await EFFECTS[action.type]({ memberId, event, context: next.context, api });
    if (answer) api.dispatch(memberEvent({ memberId, event: answer }));
  }
}
