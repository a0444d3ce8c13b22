import { useEffect, useState } from 'react';

/**
 * How many sections (from the top) the browser has drawn in its idle time: one more per idle
 * callback, so every section exists soon (for a screen reader's heading
 * list, find-in-page) without one long task. Browsers without requestIdleCallback (and jsdom)
 * draw them only on approach, on Tab, for a #hash or for printing.
 */
export function useIdleFill(total: number): number {
  const [filled, setFilled] = useState(0);
  useEffect(() => {
    if (filled >= total || typeof window.requestIdleCallback !== 'function') return undefined;
    const handle = window.requestIdleCallback(() => setFilled((n) => n + 1));
    return () => window.cancelIdleCallback(handle);
  }, [filled, total]);
  return filled;
}
