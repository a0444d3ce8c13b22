// The scripts a page's HTML names: each script tag's src, and the scripts the boot script's tag
// lists (BOOT_SCRIPTS_ATTRIBUTE), which it adds once the page is painted (src/client/boot.ts).
// Both are the page's first load, for `npm run budgets` and the bench's first-load rows.
import { BOOT_SCRIPTS_ATTRIBUTE } from '../../src/shared/domain/bootScript.ts';

const LIST = new RegExp(`\\b${BOOT_SCRIPTS_ATTRIBUTE}="([^"]*)"`);

/** Paths (as written, e.g. "/assets/main.1a2b.js") of the scripts named by `html`, in order. */
export function namedScripts(html) {
  return [...html.matchAll(/<script\b[^>]*>/gi)].flatMap(([tag]) => [
    ...[...tag.matchAll(/\bsrc="?([^"\s>]+\.js)/g)].map((m) => m[1]),
    ...(LIST.exec(tag)?.[1] ?? '').split(' ').filter(Boolean),
  ]);
}
