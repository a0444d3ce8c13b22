import { fireEvent } from '@testing-library/react';

/**
 * jsdom has no PointerEvent, so fireEvent's pointer events would carry no pointerType, id or
 * position; this gives them a MouseEvent with those fields, as a browser's would have.
 */
export function installPointerEvent() {
  if ('PointerEvent' in window) return;
  class FakePointerEvent extends MouseEvent {
    pointerId: number;
    pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.defineProperty(window, 'PointerEvent', { value: FakePointerEvent, configurable: true });
}

/** A finger moving sideways across `el` by `dx` pixels (negative: to the left). */
export function swipe(el: Element, dx: number, pointerType = 'touch') {
  const at = { pointerId: 7, pointerType, clientY: 300 };
  fireEvent.pointerDown(el, { ...at, clientX: 200 });
  fireEvent.pointerUp(el, { ...at, clientX: 200 + dx });
}
