/** A file-name-safe timestamp for the recordings the panel saves. */
export const stamp = (date = new Date()) => date.toISOString().replace(/[:.]/g, '-');
