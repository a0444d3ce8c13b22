// What counts against issue #19's no-long-task rule, apart from measuring it (longTasks.mjs), so
// that it is tested without a browser.

const SCRIPT_URL = /^https?:\/\/[^?#]+\.m?js(?:[?#]|$)/;

/** What Lighthouse attributes a task to: a script (its file name), the page, or the browser. */
export const taskSource = (url) =>
  SCRIPT_URL.test(url)
    ? url.split(/[?#]/)[0].split('/').pop()
    : /^https?:/.test(url)
      ? 'page'
      : 'browser';

/** Of an audit's longTasks, those over 50 ms that ran one of the page's scripts (a .js address). */
export const scriptTasks = (items) =>
  items.filter(({ ms, url }) => ms > 50 && SCRIPT_URL.test(url));

/** Passes when more than half of the runs that finished had no script task over 50 ms. */
export function judgeRuns(runs) {
  const finished = runs.filter((r) => !r.error);
  const clean = finished.filter((r) => scriptTasks(r.items).length === 0).length;
  return {
    finished: finished.length,
    clean,
    ok: finished.length > 0 && clean * 2 > finished.length,
  };
}
