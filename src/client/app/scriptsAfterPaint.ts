/** How long a server-drawn page's scripts wait for its first paint before starting anyway. */
export const FIRST_PAINT_WAIT_MS = 1000;

/**
 * Adds the page's scripts to run in the order listed, as the deferred tags they stand for would
 * (a script added by script runs as soon as it arrives unless async is turned off).
 */
export function addScripts(doc: Document, sources: readonly string[]): void {
  for (const src of sources) {
    const script = doc.createElement('script');
    script.src = src;
    script.async = false;
    doc.head.appendChild(script);
  }
}

export interface PaintWatch {
  PerformanceObserver?: typeof PerformanceObserver;
  visibilityState: DocumentVisibilityState;
  setTimeout: (run: () => void, ms: number) => unknown;
}

const browserWatch = (): PaintWatch => ({
  PerformanceObserver: globalThis.PerformanceObserver,
  visibilityState: document.visibilityState,
  setTimeout: (run, ms) => setTimeout(run, ms),
});

/**
 * Calls start once, after the page's first contentful paint has been shown on screen (the
 * browser reports that entry only once the frame is presented), or after waitMs without one.
 * At once where nothing will be painted (a tab in the background) or paint timing is missing.
 */
export function afterFirstContentfulPaint(
  start: () => void,
  watch: PaintWatch = browserWatch(),
  waitMs = FIRST_PAINT_WAIT_MS,
): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  const Observer = watch.PerformanceObserver;
  if (watch.visibilityState === 'hidden' || !Observer?.supportedEntryTypes?.includes('paint')) {
    once();
    return;
  }
  watch.setTimeout(once, waitMs);
  const observer = new Observer((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    // The paint's own task is over; the scripts start in the next.
    watch.setTimeout(once, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
}
