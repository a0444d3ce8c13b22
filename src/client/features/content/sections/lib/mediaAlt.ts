import { createContext, useContext } from 'react';

/**
 * The media library's alt text of a page's pictures, keyed by the column's value (the page
 * answer's media_alt; issue #17 item 6). Empty when the answer has none: pictures keep today's alt.
 */
export const MediaAltContext = createContext<Readonly<Record<string, string>>>({});

/** The library's alt text for a picture's column value, or `fallback` (today's alt). */
export function useLibraryAlt(path: string, fallback: string): string {
  const alts = useContext(MediaAltContext);
  const key = path.trim();
  // Own keys only: a path named "constructor" must not reach Object's prototype.
  return (Object.hasOwn(alts, key) && alts[key]) || fallback;
}
