import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

const hasObserver = (): boolean => typeof IntersectionObserver !== 'undefined';

/**
 * Whether the element has come within `margin` px of the viewport (and stays true once it has).
 * Without IntersectionObserver (jsdom, old browsers) it is true from the start: nothing is ever
 * withheld. Before the first paint the box is measured once, so what is already on screen (or
 * within the margin) is drawn in the same frame as the page, never one frame later, which would
 * push the footer of a short page; a box with no size (not laid out, or jsdom) is left to the
 * observer. `skip` (already shown for another reason) stops the watching.
 */
export function useOnApproach(
  ref: RefObject<Element | null>,
  margin: number,
  skip = false,
): boolean {
  const [near, setNear] = useState(() => !hasObserver());

  useLayoutEffect(() => {
    const el = ref.current;
    if (near || skip || !el) return;
    const box = el.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) return;
    if (box.top < window.innerHeight + margin && box.bottom > -margin) setNear(true);
    // Measured once, at mount: scrolling later is the observer's work.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (near || skip || !el) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin}px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, margin, near, skip]);

  return near;
}
