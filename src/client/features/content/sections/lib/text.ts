/** True for ASCII control characters (and DEL), which never belong in a path or link. */
const isControl = (code: number): boolean => code < 0x20 || code === 0x7f;

export const hasControlChar = (value: string): boolean =>
  Array.from(value).some((ch) => isControl(ch.charCodeAt(0)));

/** Browsers ignore tabs, newlines and spaces inside URL schemes: judge a link without them. */
export const withoutInvisible = (value: string): string =>
  Array.from(value)
    .filter((ch) => ch !== ' ' && !isControl(ch.charCodeAt(0)))
    .join('');
