import { REQUEST_LABELS } from '../../../shared/domain/messages';
import type { ListingItem } from '../../../shared/protocol/types';
import type { RequestEvent, RequestStep } from './requestMachine';
import { standingOf, sideOf } from './requestMachine';
import { initialMemberRequest, type MemberRequestState } from './requestsSlice';

export type ClickEvent = Extract<
  RequestEvent['type'],
  | 'request.sendClicked'
  | 'request.withdrawClicked'
  | 'request.acceptClicked'
  | 'request.rejectClicked'
>;

export interface RequestButton {
  label: string;
  event: ClickEvent;
  /** Disabled while a post is on its way, or (Withdraw) until the reloaded list names the request. */
  disabled: boolean;
  tone: 'primary' | 'quiet';
}

/** What a member card shows for the pair's request. */
export interface RequestView {
  /** Requirements §4's status label, or null when there is no request yet. */
  label: string | null;
  buttons: RequestButton[];
  /** The View Profile link, once one side has accepted the other. */
  viewProfile: boolean;
  /** Said while a post is on its way. */
  busy: string | null;
  /** The accept confirmation is open (requirements §4.5.6). */
  confirmAccept?: boolean;
}

export const SEND_LABEL = 'Send interest';
/** A pending request nobody answered within 30 days (issue 14). */
export const EXPIRED_LABEL = 'Expired';
export const WITHDRAW_LABEL = 'Withdraw';

const button = (
  label: string,
  event: ClickEvent,
  disabled: boolean,
  tone: RequestButton['tone'] = 'primary',
): RequestButton => ({ label, event, disabled, tone });

const VIEWS: Record<RequestStep, (state: MemberRequestState) => RequestView> = {
  none: () => ({
    label: null,
    buttons: [button(SEND_LABEL, 'request.sendClicked', false)],
    viewProfile: false,
    busy: null,
  }),
  sending: () => ({
    label: null,
    buttons: [button(SEND_LABEL, 'request.sendClicked', true)],
    viewProfile: false,
    busy: 'Sending your interest…',
  }),
  pending: ({ context }) => ({
    label: REQUEST_LABELS.sent,
    buttons: [button(WITHDRAW_LABEL, 'request.withdrawClicked', !context.requestId, 'quiet')],
    viewProfile: false,
    busy: null,
  }),
  withdrawing: () => ({
    label: REQUEST_LABELS.sent,
    buttons: [button(WITHDRAW_LABEL, 'request.withdrawClicked', true, 'quiet')],
    viewProfile: false,
    busy: 'Withdrawing your interest…',
  }),
  received: () => ({
    label: REQUEST_LABELS.received,
    buttons: [
      button(REQUEST_LABELS.accept, 'request.acceptClicked', false),
      button(REQUEST_LABELS.reject, 'request.rejectClicked', false, 'quiet'),
    ],
    viewProfile: false,
    busy: null,
  }),
  confirming: (state) => ({ ...VIEWS.received(state), confirmAccept: true }),
  answering: ({ context }) => ({
    label: REQUEST_LABELS.received,
    buttons: [
      button(REQUEST_LABELS.accept, 'request.acceptClicked', true),
      button(REQUEST_LABELS.reject, 'request.rejectClicked', true, 'quiet'),
    ],
    viewProfile: false,
    busy: context.answer === 'Rejected' ? 'Declining the request…' : 'Accepting the request…',
  }),
  accepted: () => ({ label: null, buttons: [], viewProfile: true, busy: null }),
  rejected: () => ({
    label: REQUEST_LABELS.notInterested,
    buttons: [],
    viewProfile: false,
    busy: null,
  }),
  expired: () => ({
    label: EXPIRED_LABEL,
    buttons: [button(SEND_LABEL, 'request.sendClicked', false)],
    viewProfile: false,
    busy: null,
  }),
};

export const requestViewOf = (state: MemberRequestState): RequestView => VIEWS[state.value](state);

/**
 * The state a card shows before the member's machine has heard of its listing (the listener
 * starts it as the list arrives, so this covers at most the first paint).
 */
export function stateFromListing(item: ListingItem): MemberRequestState {
  return {
    value: standingOf(item),
    context: {
      ...initialMemberRequest.context,
      requestId: item.mem_frd_req_id,
      side: sideOf(item),
    },
  };
}
