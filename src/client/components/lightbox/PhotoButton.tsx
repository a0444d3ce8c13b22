import type { ReactNode } from 'react';
import './Lightbox.css';

/**
 * A thumbnail as a button (a click, Enter or Space opens the lightbox). Its name is the picture's
 * alt text and "(enlarge)", so the picture keeps its own name for the screen reader.
 */
export function PhotoButton({
  onOpen,
  children,
  enlarge = '(enlarge)',
}: {
  onOpen: () => void;
  children: ReactNode;
  /** The "(enlarge)" of the shown language, from a translated screen. */
  enlarge?: string;
}) {
  return (
    <button type="button" className="photo-button" onClick={onOpen}>
      {children}
      <span className="visually-hidden"> {enlarge}</span>
    </button>
  );
}
