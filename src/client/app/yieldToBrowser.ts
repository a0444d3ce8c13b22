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
