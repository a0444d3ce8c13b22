/** The node flags the site server runs with (serverFlags.mjs). */
export declare const SERVER_NODE_FLAGS: readonly string[];

/** The environment the site server runs with, under what an operator set (serverFlags.mjs). */
export declare const SERVER_ENV: Readonly<Record<string, string>>;

export declare function serverEnv(
  env: Record<string, string | undefined>,
): Record<string, string | undefined>;
