import { useEffect, useState } from 'react';

/**
 * [ref, near]: near turns true once the element given to ref has come within `margin` of the
 * viewport, and stays true. The footer's Hindi disclaimer asks for the shipped Devanagari font
 * only then: Chromium fetches a web font as soon as text that may use it is styled, even below the
 * fold, and an English visitor who never scrolls down should not download it (issue #18 item 6).
 * A callback ref, because the element appears only when the footer's content has come. Without
 * IntersectionObserver (jsdom, old browsers) it counts as near at once: the font is never withheld.
 * No look-ahead margin by default: while a page loads, its empty main is one screen tall and the
 * footer sits just below the fold, so any margin would reach it before the content arrives.
 */
export function useNearViewport(margin = '0px'): [(el: Element | null) => void, boolean] {
  const [el, setEl] = useState<Element | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !el) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [el, margin, near]);
  return [setEl, near];
}
