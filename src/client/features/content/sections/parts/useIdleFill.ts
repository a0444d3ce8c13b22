import { useEffect, useState } from 'react';

/**
 * How many sections (from the top) the browser has drawn in its idle time: after the page's load
 * event, one more per idle callback, so every section exists soon (for a screen reader's heading
 * list, find-in-page) without one long task. Browsers without requestIdleCallback (and jsdom)
 * draw them only on approach, on Tab, for a #hash or for printing.
 */
export function useIdleFill(total: number): number {
  const [filled, setFilled] = useState(0);
  useEffect(() => {
    if (filled >= total || typeof window.requestIdleCallback !== 'function') return undefined;
    let handle = 0;
    const next = () => {
      handle = window.requestIdleCallback(() => setFilled((n) => n + 1));
    };
    if (document.readyState === 'complete') next();
    else window.addEventListener('load', next, { once: true });
    return () => {
      window.removeEventListener('load', next);
      if (handle) window.cancelIdleCallback(handle);
    };
  }, [filled, total]);
  return filled;
}
