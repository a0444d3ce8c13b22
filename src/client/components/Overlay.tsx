import { useEffect, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { OVERLAY_FADE_MS } from '../../shared/domain/constants';
import './Overlay.css';

export interface OverlayProps {
  /** Shown while true; fades out and unmounts once it turns false. */
  open: boolean;
  /** Read out by screen readers and shown under the spinner. */
  label?: string;
  fadeMs?: number;
}

type Phase = 'hidden' | 'shown' | 'leaving';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The full-screen loading layer of requirements §4: up during a form post, fading out on its answer. */
export function Overlay({ open, label = 'Sending…', fadeMs = OVERLAY_FADE_MS }: OverlayProps) {
  const [phase, setPhase] = useState<Phase>(open ? 'shown' : 'hidden');
  const [wasOpen, setWasOpen] = useState(open);

  // Follows `open` during render rather than in an effect, so the layer never lags a frame behind.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setPhase('shown');
    else if (phase !== 'hidden') setPhase(prefersReducedMotion() ? 'hidden' : 'leaving');
  }

  useEffect(() => {
    if (phase !== 'leaving') return;
    const timer = setTimeout(() => setPhase('hidden'), fadeMs);
    return () => clearTimeout(timer);
  }, [phase, fadeMs]);

  if (phase === 'hidden') return null;
  // Portalled to <body> so that no transformed ancestor can shrink the fixed layer to its own box.
  return createPortal(
    <div
      className={phase === 'leaving' ? 'overlay overlay--leaving' : 'overlay'}
      style={{ '--overlay-fade': `${fadeMs}ms` } as CSSProperties}
      role="status"
      aria-live="polite"
    >
      <span className="overlay__spinner" aria-hidden="true" />
      <span className="overlay__label">{label}</span>
    </div>,
    document.body,
  );
}
