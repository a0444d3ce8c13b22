/** Paths of the scripts a page's HTML names, the boot script's list included (pageScripts.mjs). */
export declare function namedScripts(html: string): string[];
