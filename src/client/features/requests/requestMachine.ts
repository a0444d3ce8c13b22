/**
 * One member's interest request (requirements §4) as a pure machine: none → sending → pending →
 * (withdrawing → none); received → answering → accepted | rejected, an accept asking once first
 * (received → confirming, requirements §4.5.6: the contacts are shared); a pending request left
 * unanswered 30 days is expired (issue 14), and either member may send a new one from there. It never runs in an actor:
 * the requests slice advances it with xstate's `transition()`, once per listed member, and the
 * effect actions named here (postSend, postWithdraw, postAnswer, reloadLists) are empty because
 * the requests listener runs them. Every step is one plain `requests/memberEvent` action.
 */
import { assign, setup } from 'xstate';
import type { ListingItem } from '../../../shared/protocol/types';

/** Who sent the pair's request, seen from the member looking at the list. */
export type Side = 'sender' | 'receiver';
export type Answer = 'Accepted' | 'Rejected';

export interface RequestNote {
  tone: 'error' | 'success';
  text: string;
}

export interface RequestContext {
  /** mem_frd_req_id of the pair's request; unknown right after a send until the list reloads. */
  requestId: string | null;
  side: Side | null;
  /** What the member chose while the answer is on its way. */
  answer: Answer | null;
  /** The outcome of the member's last click on this card. */
  note: RequestNote | null;
}

/** The fields of a listing item that say where the pair's request stands. */
export type ListingLink = Pick<ListingItem, 'req_status' | 'req_rec_status' | 'mem_frd_req_id'>;

export type RequestEvent =
  | { type: 'listing.loaded'; item: ListingLink }
  /** The note travels with the click to the post (requirements §4.5.5); it is not kept. */
  | { type: 'request.sendClicked'; note?: string }
  | { type: 'request.sent'; message: string }
  | { type: 'request.sendFailed'; message: string }
  | { type: 'request.withdrawClicked' }
  | { type: 'request.withdrawn'; message: string }
  | { type: 'request.withdrawFailed'; message: string }
  | { type: 'request.acceptClicked' }
  | { type: 'request.acceptConfirmed' }
  | { type: 'request.acceptCancelled' }
  | { type: 'request.rejectClicked' }
  | { type: 'request.answered'; message: string }
  | { type: 'request.answerFailed'; message: string };

export type RequestStep =
  | 'none'
  | 'sending'
  | 'pending'
  | 'withdrawing'
  | 'received'
  | 'confirming'
  | 'answering'
  | 'accepted'
  | 'rejected'
  | 'expired';

/** The settled steps a listing can put a member in. */
export type Standing = Extract<
  RequestStep,
  'none' | 'pending' | 'received' | 'accepted' | 'rejected' | 'expired'
>;

/** Where a listing item's request stands: my request wins, as it does on the server. */
export function standingOf(item: ListingLink): Standing {
  const mine = item.req_status;
  if (mine === 'Pending') return 'pending';
  if (mine === 'Accepted') return 'accepted';
  if (mine === 'Rejected') return 'rejected';
  if (mine === 'Expired') return 'expired';
  const theirs = item.req_rec_status;
  if (theirs === 'Pending') return 'received';
  if (theirs === 'Accepted') return 'accepted';
  if (theirs === 'Rejected') return 'rejected';
  if (theirs === 'Expired') return 'expired';
  return 'none';
}

export function sideOf(item: ListingLink): Side | null {
  if (item.req_status) return 'sender';
  if (item.req_rec_status) return 'receiver';
  return null;
}

export const initialRequestContext: RequestContext = {
  requestId: null,
  side: null,
  answer: null,
  note: null,
};

const success = (text: string): RequestNote => ({ tone: 'success', text });
const failure = (text: string): RequestNote => ({ tone: 'error', text });
const noEffect = () => undefined;

const STANDINGS: Standing[] = ['none', 'pending', 'received', 'accepted', 'rejected', 'expired'];

export const requestMachine = setup({
  types: { context: {} as RequestContext, events: {} as RequestEvent },
  guards: {
    standsAt: ({ event }, params: { standing: Standing }) =>
      event.type === 'listing.loaded' && standingOf(event.item) === params.standing,
    knowsRequest: ({ context }) => context.requestId !== null,
    chose: ({ context }, params: { answer: Answer }) => context.answer === params.answer,
  },
  actions: {
    /** Takes the request from the listing; a note survives only while the step stays put. */
    adoptListing: assign(({ context, event }, params: { from: Standing }) => {
      if (event.type !== 'listing.loaded') return {};
      const standing = standingOf(event.item);
      return {
        requestId: event.item.mem_frd_req_id,
        side: sideOf(event.item),
        answer: null,
        note: standing === params.from ? context.note : null,
      };
    }),
    postSend: noEffect,
    postWithdraw: noEffect,
    postAnswer: noEffect,
    reloadLists: noEffect,
  },
}).createMachine({
  id: 'memberRequest',
  initial: 'none',
  context: initialRequestContext,
  states: {
    none: {
      on: {
        'listing.loaded': listingTransitions('none'),
        'request.sendClicked': {
          target: 'sending',
          actions: [assign({ note: null, side: 'sender' }), 'postSend'],
        },
      },
    },
    sending: {
      on: {
        'request.sent': {
          target: 'pending',
          actions: [assign({ note: ({ event }) => success(event.message) }), 'reloadLists'],
        },
        'request.sendFailed': {
          target: 'none',
          actions: assign({ side: null, note: ({ event }) => failure(event.message) }),
        },
      },
    },
    pending: {
      on: {
        'listing.loaded': listingTransitions('pending'),
        'request.withdrawClicked': {
          guard: 'knowsRequest',
          target: 'withdrawing',
          actions: [assign({ note: null }), 'postWithdraw'],
        },
      },
    },
    withdrawing: {
      on: {
        'request.withdrawn': {
          target: 'none',
          actions: [
            assign({
              requestId: null,
              side: null,
              note: ({ event }) => success(event.message),
            }),
            'reloadLists',
          ],
        },
        'request.withdrawFailed': {
          target: 'pending',
          actions: assign({ note: ({ event }) => failure(event.message) }),
        },
      },
    },
    received: {
      on: {
        'listing.loaded': listingTransitions('received'),
        // Accepting shares both families' contacts: the member confirms it first.
        'request.acceptClicked': {
          guard: 'knowsRequest',
          target: 'confirming',
          actions: assign({ note: null }),
        },
        'request.rejectClicked': {
          guard: 'knowsRequest',
          target: 'answering',
          actions: [assign({ answer: 'Rejected', note: null }), 'postAnswer'],
        },
      },
    },
    // The confirmation is open. A reload waits, like a post: the member's choice moves it on.
    confirming: {
      on: {
        'request.acceptConfirmed': {
          target: 'answering',
          actions: [assign({ answer: 'Accepted' }), 'postAnswer'],
        },
        'request.acceptCancelled': { target: 'received' },
      },
    },
    answering: {
      on: {
        'request.answered': [
          {
            guard: { type: 'chose', params: { answer: 'Accepted' } },
            target: 'accepted',
            actions: [assign({ note: ({ event }) => success(event.message) }), 'reloadLists'],
          },
          {
            guard: { type: 'chose', params: { answer: 'Rejected' } },
            target: 'rejected',
            actions: [assign({ note: ({ event }) => success(event.message) }), 'reloadLists'],
          },
        ],
        'request.answerFailed': {
          target: 'received',
          actions: assign({ answer: null, note: ({ event }) => failure(event.message) }),
        },
      },
    },
    accepted: { on: { 'listing.loaded': listingTransitions('accepted') } },
    rejected: { on: { 'listing.loaded': listingTransitions('rejected') } },
    // Nobody answered within 30 days: it can no longer be answered; either member may start anew.
    expired: {
      on: {
        'listing.loaded': listingTransitions('expired'),
        'request.sendClicked': {
          target: 'sending',
          actions: [assign({ note: null, side: 'sender', requestId: null }), 'postSend'],
        },
      },
    },
  },
});

/**
 * A (re)loaded listing puts a settled member where the service says the request stands. Steps
 * waiting on a post ignore it: the post's own answer moves them on, and a reload follows.
 */
function listingTransitions(from: Standing) {
  return STANDINGS.map((standing) => ({
    guard: { type: 'standsAt' as const, params: { standing } },
    target: `#memberRequest.${standing}`,
    actions: { type: 'adoptListing' as const, params: { from } },
  }));
}

export type RequestEffect = 'postSend' | 'postWithdraw' | 'postAnswer' | 'reloadLists';
