import { assign, setup } from 'xstate';

/**
 * The photo lightbox's local state (requirements §6.3.1): closed, or open on one photo of `count`.
 * Purely screen state, so it lives in the component (useMachine), not in Redux. Previous and Next
 * wrap round: after the last photo comes the first, so a swipe or arrow never hits a dead end.
 */
export interface LightboxContext {
  index: number;
  count: number;
}

export type LightboxEvent =
  | { type: 'OPEN'; index: number; count: number }
  | { type: 'NEXT' }
  | { type: 'PREV' }
  | { type: 'CLOSE' };

const step = (context: LightboxContext, by: number) =>
  (context.index + by + context.count) % context.count;

export const lightboxMachine = setup({
  types: { context: {} as LightboxContext, events: {} as LightboxEvent },
  guards: {
    // A photo list may shrink under an open lightbox (a photo removed); never open on nothing.
    hasPhoto: ({ event }) =>
      event.type === 'OPEN' && event.count > 0 && event.index >= 0 && event.index < event.count,
  },
}).createMachine({
  id: 'lightbox',
  initial: 'closed',
  context: { index: 0, count: 0 },
  states: {
    closed: {
      on: {
        OPEN: {
          guard: 'hasPhoto',
          target: 'open',
          actions: assign(({ event }) => ({ index: event.index, count: event.count })),
        },
      },
    },
    open: {
      on: {
        NEXT: { actions: assign({ index: ({ context }) => step(context, 1) }) },
        PREV: { actions: assign({ index: ({ context }) => step(context, -1) }) },
        CLOSE: { target: 'closed' },
      },
    },
  },
});
