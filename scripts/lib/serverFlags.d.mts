/** The node flags the site server runs with (serverFlags.mjs). */
export declare const SERVER_NODE_FLAGS: readonly string[];
