interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task so the browser can paint and answer input before the next step of the
 * start-up runs (issue #19 item 3: no task over 50 ms while the home page starts). Chromium's
 * scheduler.yield() resumes ahead of other queued work; elsewhere a zero timeout does the same,
 * a little later.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** How long afterNextPaint waits for a frame before going on without one (a hidden tab has none). */
export const PAINT_WAIT_MS = 100;

/**
 * Resolves in the task after the browser's next frame, so the page the server wrote is painted
 * before the start-up's script work: measured with Lighthouse's mobile preset on `/`, the hero's
 * paint had waited behind the start-up's steps (issue #19: LCP and TBT). A tab in the background
 * paints nothing; after PAINT_WAIT_MS the start-up goes on anyway.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, PAINT_WAIT_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
