import type { AnswerOf, RequestOf } from '../../shared/protocol/registry';
import type { HandlerContext, StaffCall } from '../api/handler';
import type { Outcome } from '../api/outcome';
import type { StaffCaller } from './sessions';

/** The sign-in calls: made before anyone is signed in (registry access 'visitor'). */
export const SIGN_IN_CALLS = ['staffSignIn', 'staffTotp'] as const;
export type SignInCall = (typeof SIGN_IN_CALLS)[number];

/** Team calls run only for a signed-in staff member whose role the registry allows. */
export interface StaffContext extends HandlerContext {
  staff: StaffCaller;
}

export type StaffHandler<C extends StaffCall> = (
  request: RequestOf<C>,
  ctx: C extends SignInCall ? HandlerContext : StaffContext,
) => Promise<Outcome<AnswerOf<C>>>;

export type StaffHandlerTable = { [C in StaffCall]: StaffHandler<C> };
