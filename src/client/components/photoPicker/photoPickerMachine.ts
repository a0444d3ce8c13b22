import { assign, fromPromise, setup } from 'xstate';
import { CENTRED, cropRect, moveView, zoomView, type CropView, type Rect } from './cropGeometry';
import { photoFileProblem } from './photoFile';
import { openPhoto, type OpenedPhoto } from './photoImage';

/**
 * One photo's way from the member's file to the site (issue #15 item 11): picked, opened, cropped
 * to a portrait, sent, done. Purely screen state, so it lives in the component (useMachine), like
 * the lightbox's. Nothing the member did is lost on the way: a refused or failed upload goes back
 * to the same crop with the reason, and a file that cannot be used leaves the crop she had.
 */
export interface PickerContext {
  /** The file being opened (kept until the next pick). */
  file: File | null;
  /** The opened photo, from its opening until it is sent or let go. */
  photo: OpenedPhoto | null;
  view: CropView;
  /** Why the last step failed, in words, shown as an alert; null when nothing failed. */
  problem: string | null;
}

export type PickerEvent =
  | { type: 'PICKED'; file: File | null }
  | { type: 'MOVED'; dx: number; dy: number }
  | { type: 'ZOOMED'; by: number }
  | { type: 'CONFIRMED' }
  | { type: 'CANCELLED' };

/** What the screen's upload answered: saved or not, with the words to show either way. */
export interface SendResult {
  saved: boolean;
  message: string;
}

export interface SendInput {
  photo: OpenedPhoto;
  rect: Rect;
}

export const UNREADABLE = 'This photo could not be read. Please try another.';
export const NOT_SENT = 'The photo could not be prepared for sending. Please try again.';

const forgotten = { file: null, photo: null, view: CENTRED, problem: null };

export const photoPickerMachine = setup({
  types: { context: {} as PickerContext, events: {} as PickerEvent },
  actors: {
    openPhoto: fromPromise<OpenedPhoto, { file: File }>(({ input, signal }) =>
      openPhoto(input.file, signal),
    ),
    // The screen provides its own upload call (useMachine(machine.provide(...))).
    sendPhoto: fromPromise<SendResult, SendInput>(() =>
      Promise.reject(new Error('No upload was provided.')),
    ),
  },
  actions: {
    // The screen tells the member (its notice) and refreshes its photos.
    reportSaved: (_, _params: { message: string }) => undefined,
  },
  guards: {
    unusable: ({ event }) => event.type === 'PICKED' && photoFileProblem(event.file) !== null,
    hasPhoto: ({ context }) => context.photo !== null,
  },
}).createMachine({
  id: 'photoPicker',
  initial: 'idle',
  context: forgotten,
  on: {
    // A file may be chosen or dropped whenever nothing is on its way to the site.
    PICKED: [
      {
        guard: 'unusable',
        actions: assign({ problem: ({ event }) => photoFileProblem(event.file) }),
      },
      {
        target: '.opening',
        actions: assign({ file: ({ event }) => event.file, problem: null }),
      },
    ],
  },
  states: {
    idle: {},
    opening: {
      invoke: {
        src: 'openPhoto',
        input: ({ context }) => ({ file: context.file as File }),
        onDone: {
          target: 'cropping',
          actions: assign({ photo: ({ event }) => event.output, view: CENTRED }),
        },
        onError: [
          // Another file that will not open leaves the crop the member had.
          { guard: 'hasPhoto', target: 'cropping', actions: assign({ problem: UNREADABLE }) },
          { target: 'idle', actions: assign({ problem: UNREADABLE }) },
        ],
      },
      on: { CANCELLED: { target: 'idle', actions: assign(forgotten) } },
    },
    cropping: {
      on: {
        MOVED: {
          actions: assign({
            view: ({ context, event }) =>
              context.photo ? moveView(context.photo, context.view, event.dx, event.dy) : CENTRED,
          }),
        },
        ZOOMED: {
          actions: assign({
            view: ({ context, event }) =>
              context.photo ? zoomView(context.photo, context.view, event.by) : CENTRED,
          }),
        },
        CONFIRMED: { guard: 'hasPhoto', target: 'sending', actions: assign({ problem: null }) },
        CANCELLED: { target: 'idle', actions: assign(forgotten) },
      },
    },
    sending: {
      invoke: {
        src: 'sendPhoto',
        input: ({ context }) => {
          const photo = context.photo as OpenedPhoto;
          return { photo, rect: cropRect(photo, context.view) };
        },
        onDone: [
          {
            guard: ({ event }) => event.output.saved,
            target: 'done',
            actions: [
              { type: 'reportSaved', params: ({ event }) => ({ message: event.output.message }) },
              assign(forgotten),
            ],
          },
          // Refused: the same crop stays, with the service's reason, to try again.
          { target: 'cropping', actions: assign({ problem: ({ event }) => event.output.message }) },
        ],
        onError: { target: 'cropping', actions: assign({ problem: NOT_SENT }) },
      },
      // Nothing new is picked while a photo is on its way (the crop it sends must stay).
      on: { PICKED: {} },
    },
    done: {},
  },
});
