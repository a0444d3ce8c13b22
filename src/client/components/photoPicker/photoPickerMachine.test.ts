import { createActor, fromPromise, waitFor } from 'xstate';
import type { OpenedPhoto } from './photoImage';
import {
  NOT_SENT,
  UNREADABLE,
  photoPickerMachine,
  type SendInput,
  type SendResult,
} from './photoPickerMachine';

const jpeg = (name = 'me.jpg') => new File([new Uint8Array(4)], name, { type: 'image/jpeg' });
const opened = (file: File): OpenedPhoto => ({
  url: `blob:${file.name}`,
  image: {} as HTMLImageElement,
  width: 1200,
  height: 900,
});

function start(answer: (input: SendInput) => Promise<SendResult>, openable = true) {
  const saved: string[] = [];
  const actor = createActor(
    photoPickerMachine.provide({
      actors: {
        openPhoto: fromPromise(async ({ input }: { input: { file: File } }) => {
          if (!openable) throw new Error('EncodingError');
          return opened(input.file);
        }),
        sendPhoto: fromPromise(async ({ input }: { input: SendInput }) => answer(input)),
      },
      actions: { reportSaved: (_, { message }) => void saved.push(message) },
    }),
  ).start();
  return { actor, saved };
}

describe('the photo picker machine', () => {
  it('picks, crops, sends the rectangle of the crop and is done', async () => {
    const sent: SendInput[] = [];
    const { actor, saved } = start(async (input) => {
      sent.push(input);
      return { saved: true, message: 'Photo uploaded.' };
    });
    actor.send({ type: 'PICKED', file: jpeg() });
    await waitFor(actor, (s) => s.matches('cropping'));
    actor.send({ type: 'ZOOMED', by: 2 });
    actor.send({ type: 'MOVED', dx: 0.1, dy: 0 });
    actor.send({ type: 'CONFIRMED' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(sent[0]?.rect.width).toBe(337.5);
    expect(sent[0]?.rect.x).toBeCloseTo(465);
    expect(saved).toEqual(['Photo uploaded.']);
    expect(actor.getSnapshot().context).toMatchObject({ photo: null, problem: null });
  });

  it('keeps the crop, with the reason, when the upload is refused or fails', async () => {
    let answer: () => Promise<SendResult> = async () => ({ saved: false, message: 'Too many.' });
    const { actor, saved } = start(() => answer());
    actor.send({ type: 'PICKED', file: jpeg() });
    await waitFor(actor, (s) => s.matches('cropping'));
    actor.send({ type: 'ZOOMED', by: 1.5 });
    actor.send({ type: 'CONFIRMED' });
    await waitFor(actor, (s) => s.matches('cropping') && s.context.problem !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      problem: 'Too many.',
      view: { zoom: 1.5 },
    });
    answer = () => Promise.reject(new Error('canvas'));
    actor.send({ type: 'CONFIRMED' });
    expect(actor.getSnapshot().context.problem).toBeNull();
    await waitFor(actor, (s) => s.context.problem !== null);
    expect(actor.getSnapshot().matches('cropping')).toBe(true);
    expect(actor.getSnapshot().context.problem).toBe(NOT_SENT);
    expect(actor.getSnapshot().context.photo?.url).toBe('blob:me.jpg');
    expect(saved).toEqual([]);
  });

  it('refuses a file that is not a photo, and keeps the crop it had', async () => {
    const { actor } = start(async () => ({ saved: true, message: 'ok' }));
    actor.send({ type: 'PICKED', file: new File(['hi'], 'a.txt', { type: 'text/plain' }) });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.problem).toMatch(/JPEG, PNG or WebP/);
    actor.send({ type: 'PICKED', file: jpeg() });
    await waitFor(actor, (s) => s.matches('cropping'));
    actor.send({ type: 'PICKED', file: null });
    expect(actor.getSnapshot().matches('cropping')).toBe(true);
    expect(actor.getSnapshot().context.problem).toMatch(/JPEG, PNG or WebP/);
  });

  it('says so when a photo cannot be opened', async () => {
    const { actor } = start(async () => ({ saved: true, message: 'ok' }), false);
    actor.send({ type: 'PICKED', file: jpeg() });
    await waitFor(actor, (s) => s.context.problem !== null);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.problem).toBe(UNREADABLE);
  });

  it('takes no new file while sending, and Cancel lets the crop go', async () => {
    let finish!: (r: SendResult) => void;
    const { actor } = start(() => new Promise((r) => (finish = r)));
    actor.send({ type: 'PICKED', file: jpeg('one.jpg') });
    await waitFor(actor, (s) => s.matches('cropping'));
    actor.send({ type: 'CONFIRMED' });
    actor.send({ type: 'PICKED', file: jpeg('two.jpg') });
    actor.send({ type: 'CANCELLED' });
    expect(actor.getSnapshot().matches('sending')).toBe(true);
    finish({ saved: false, message: 'No.' });
    await waitFor(actor, (s) => s.matches('cropping'));
    expect(actor.getSnapshot().context.photo?.url).toBe('blob:one.jpg');
    actor.send({ type: 'CANCELLED' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ photo: null, problem: null });
  });
});
