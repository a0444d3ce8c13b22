import { useRef, type PointerEvent } from 'react';

type Point = { x: number; y: number };

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Dragging the photo in the crop frame with a mouse or one finger moves it (the photo follows the
 * pointer, so the kept part moves the other way); two fingers pinching zoom. `onMove` gets the
 * move in widths and heights of the frame, `onZoom` the factor the fingers spread by.
 */
export function useCropPointer(
  onMove: (dx: number, dy: number) => void,
  onZoom: (by: number) => void,
) {
  const points = useRef(new Map<number, Point>());
  const forget = (e: PointerEvent<HTMLElement>) => points.current.delete(e.pointerId);
  return {
    onPointerDown(e: PointerEvent<HTMLElement>) {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      // Keeps the moves coming when the pointer leaves the frame mid-drag (absent in jsdom).
      e.currentTarget.setPointerCapture?.(e.pointerId);
      points.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    },
    onPointerMove(e: PointerEvent<HTMLElement>) {
      const map = points.current;
      const before = map.get(e.pointerId);
      if (!before) return;
      const now = { x: e.clientX, y: e.clientY };
      map.set(e.pointerId, now);
      if (map.size === 1) {
        const box = e.currentTarget.getBoundingClientRect();
        if (box.width > 0 && box.height > 0) {
          onMove(-(now.x - before.x) / box.width, -(now.y - before.y) / box.height);
        }
        return;
      }
      const other = [...map].find(([id]) => id !== e.pointerId)?.[1];
      if (other && distance(before, other) > 0)
        onZoom(distance(now, other) / distance(before, other));
    },
    onPointerUp: forget,
    onPointerCancel: forget,
  };
}
