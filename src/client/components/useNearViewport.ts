import { useEffect, useLayoutEffect, useState } from 'react';
import { onServer } from './useHydrating';

/**
 * [ref, near]: near turns true once the element given to ref has come within `margin` px of the
 * viewport, and stays true. A callback ref, because the element may appear only later (the
 * footer's content). Without IntersectionObserver (jsdom, old browsers) it counts as near at once:
 * nothing is ever withheld.
 *
 * Before the first paint the element is measured once (`sameFrame`), so what is already on screen
 * is treated as near in the same frame as the page, never one frame later (a content section drawn
 * a frame late would push the footer of a short page); a box with no size (not laid out, or jsdom)
 * is left to the observer. That measure makes the browser lay the page out inside React's commit,
 * and again after the next change: a caller for whom a frame late changes nothing on screen passes
 * `sameFrame: false` (on the search page this layout was a quarter of a second of a throttled
 * phone's start-up). `skip` (the caller shows it anyway) stops the watching.
 *
 * Users: the footer's Hindi disclaimer asks for the shipped Devanagari font only when near, no
 * margin (issue #18 item 6: while a page loads its empty main is one screen tall, so any margin
 * would reach the footer before the content arrives), and a frame late; content sections and
 * carousels are drawn and started as they approach (issue #19 item 3).
 */
export function useNearViewport(
  margin = 0,
  { skip = false, sameFrame = true }: { skip?: boolean; sameFrame?: boolean } = {},
): [(el: Element | null) => void, boolean] {
  const [el, setEl] = useState<Element | null>(null);
  // On the server nothing is near (the browser's hydration starts from the same answer).
  const [near, setNear] = useState(
    () => !onServer() && typeof IntersectionObserver === 'undefined',
  );
  const idle = near || skip || !el;

  useLayoutEffect(() => {
    if (idle || !sameFrame) return;
    const box = el.getBoundingClientRect();
    if (!box.width && !box.height) return;
    if (box.top < window.innerHeight + margin && box.bottom > -margin) setNear(true);
    // Measured once per element: scrolling later is the observer's work.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [el]);

  useEffect(() => {
    if (idle) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin}px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [el, margin, idle]);

  return [setEl, near];
}
