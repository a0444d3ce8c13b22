import { useRef, type PointerEvent } from 'react';

/** How far (px) a finger must travel sideways, more than up or down, to count as a swipe. */
export const SWIPE_MIN = 40;

/**
 * Swipe left/right on a touch screen (pointer events): left shows the next photo, right the
 * previous one. A mouse is left alone, so dragging a picture on a desktop does not flip it.
 */
export function useSwipe(onLeft: () => void, onRight: () => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onPointerDown(e: PointerEvent) {
      if (e.pointerType === 'mouse') return;
      start.current = { id: e.pointerId, x: e.clientX, y: e.clientY };
    },
    onPointerUp(e: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== e.pointerId) return;
      const dx = e.clientX - from.x;
      const dy = e.clientY - from.y;
      if (Math.abs(dx) < SWIPE_MIN || Math.abs(dx) <= Math.abs(dy)) return;
      if (dx < 0) onLeft();
      else onRight();
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
