/**
 * The attribute of the page's boot script tag that lists the app's scripts, in their order:
 * written by the build (scripts/lib/bootScripts.ts), read by the boot script (src/client/boot.ts),
 * turned back into plain tags by the server for a page it did not draw
 * (src/server/static/template.ts) and counted as the first load (scripts/lib/pageScripts.mjs).
 */
export const BOOT_SCRIPTS_ATTRIBUTE = 'data-scripts';
