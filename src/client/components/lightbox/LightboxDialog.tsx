import { useEffect, useRef } from 'react';
import { Modal } from '../Modal';
import { useSwipe } from './useSwipe';
import './Lightbox.css';

export interface LightboxPhoto {
  /** The full-size URL the server already signed (no new call is made to show it). */
  src: string;
  alt: string;
}

/** The dialog's words; a translated screen gives its own (components read no catalogue). */
export interface LightboxWords {
  /** "photo 2 of 5" */
  position: (n: number, of: number) => string;
  previous: string;
  next: string;
  close: string;
}

export const LIGHTBOX_ENGLISH: LightboxWords = {
  position: (n, of) => `photo ${n} of ${of}`,
  previous: 'Previous',
  next: 'Next',
  close: 'Close',
};

interface Props {
  words?: LightboxWords;
  name: string;
  photos: LightboxPhoto[];
  index: number;
  onNext: () => void;
  onPrev: () => void;
  onClose: () => void;
}

/**
 * One photo enlarged in the site's modal dialog (focus kept inside, Escape and Close shut it,
 * focus back on the thumbnail), titled "‹name›, photo 2 of 5", with Previous/Next buttons, the
 * arrow keys and a sideways swipe.
 */
export function LightboxDialog({
  name,
  photos,
  index,
  onNext,
  onPrev,
  onClose,
  words = LIGHTBOX_ENGLISH,
}: Props) {
  const photo = photos[index];
  const many = photos.length > 1;
  const swipe = useSwipe(onNext, onPrev);
  const moves = useRef({ onNext, onPrev });
  useEffect(() => {
    moves.current = { onNext, onPrev };
  }, [onNext, onPrev]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') moves.current.onNext();
      else if (e.key === 'ArrowLeft') moves.current.onPrev();
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const position = words.position(index + 1, photos.length);
  return (
    <Modal
      title={`${name}, ${position}`}
      onClose={onClose}
      className="lightbox"
      closeLabel={words.close}
    >
      <figure className="lightbox__figure">
        <div className="lightbox__stage" {...swipe}>
          <img className="lightbox__photo" src={photo.src} alt={photo.alt} draggable={false} />
        </div>
        <figcaption className="lightbox__caption" aria-live="polite">
          {position[0].toUpperCase() + position.slice(1)}
        </figcaption>
      </figure>
      {many && (
        <div className="lightbox__nav">
          <button type="button" className="button button--quiet" onClick={onPrev}>
            <span aria-hidden="true">‹</span> {words.previous}
          </button>
          <button type="button" className="button button--quiet" onClick={onNext}>
            {words.next} <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </Modal>
  );
}
