// The scripts a page's HTML names: each script tag's src, and the scripts the boot script's tag
// lists in data-scripts, which it adds once the page is painted (src/client/boot.ts). Both are the
// page's first load, for `npm run budgets` and the bench's first-load rows.

/** Paths (as written, e.g. "/assets/main.1a2b.js") of the scripts named by `html`, in order. */
export function namedScripts(html) {
  return [...html.matchAll(/<script\b[^>]*>/gi)].flatMap(([tag]) => [
    ...[...tag.matchAll(/\bsrc="?([^"\s>]+\.js)/g)].map((m) => m[1]),
    ...(/\bdata-scripts="([^"]*)"/.exec(tag)?.[1] ?? '').split(' ').filter(Boolean),
  ]);
}
