import { createAction } from '@reduxjs/toolkit';
import type { RequestEvent } from './requestMachine';

export interface MemberEventPayload {
  /** account_info_id of the listed member the event is about. */
  memberId: string;
  event: RequestEvent;
}

/**
 * The one action of the interest requests: a machine event for one member. It lives apart from
 * the slice so that the store's listeners can watch it without loading xstate.
 */
export const memberEvent = createAction<MemberEventPayload>('requests/memberEvent');
