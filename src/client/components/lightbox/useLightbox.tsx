import { useMachine } from '@xstate/react';
import { useCallback } from 'react';
import { LightboxDialog, type LightboxPhoto, type LightboxWords } from './LightboxDialog';
import { lightboxMachine } from './lightboxMachine';

/**
 * A lightbox over a list of photos: `open(i)` from a thumbnail's button, and `dialog` to render
 * (null while closed). The state is the screen's own (useMachine), never the store's.
 */
export function useLightbox(photos: LightboxPhoto[], name: string, words?: LightboxWords) {
  const [snapshot, send] = useMachine(lightboxMachine);
  const count = photos.length;
  const open = useCallback((index: number) => send({ type: 'OPEN', index, count }), [send, count]);
  const next = useCallback(() => send({ type: 'NEXT' }), [send]);
  const prev = useCallback(() => send({ type: 'PREV' }), [send]);
  const close = useCallback(() => send({ type: 'CLOSE' }), [send]);

  const shown = snapshot.matches('open') && count > 0;
  const dialog = shown ? (
    <LightboxDialog
      name={name}
      photos={photos}
      index={Math.min(snapshot.context.index, count - 1)}
      onNext={next}
      onPrev={prev}
      onClose={close}
      words={words}
    />
  ) : null;
  return { open, dialog };
}
