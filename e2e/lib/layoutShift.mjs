// Layout shifts as the browser reports them (issue #8, issue #19: CLS 0), for the perf tests.

/** A slow phone connection (DevTools' "Slow 4G"-like): ~400 KB/s with 150 ms round trips. */
export const SLOW = {
  offline: false,
  latency: 150,
  downloadThroughput: 400_000,
  uploadThroughput: 200_000,
};

/**
 * An init script (context.addInitScript): it must run before any page script to see shifts from
 * the very first frame. Each shift goes to window.__shifts with the nodes that moved.
 */
export const OBSERVE = () => {
  window.__shifts = [];
  const rect = (r) => r && [r.x, r.y, r.width, r.height].map(Math.round).join(',');
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__shifts.push({
        value: e.value,
        sources: (e.sources ?? []).map((s) => ({
          node: s.node?.outerHTML?.slice(0, 120) ?? '?',
          from: rect(s.previousRect),
          to: rect(s.currentRect),
        })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

/** Resolves to { total, shifts } of the page so far (OBSERVE must have been installed). */
export async function shiftsSoFar(page) {
  const shifts = await page.evaluate(() => window.__shifts);
  return { total: shifts.reduce((t, s) => t + s.value, 0), shifts };
}
