/**
 * Which keys English carries in the first load (issue #18: the first load grows by at most 4 KB
 * gzip): the chrome every page shows (header, footer, the busy overlay), the login screens and the
 * seed messages' meanings. Every other key (the registration, members area, dashboard and search
 * screens) is compiled to `../screenText/englishScreens.ts`, which only those screens' chunks
 * carry (the entity screenText: `useScreenT`). Hindi is one chunk with every key, loaded when Hindi is chosen.
 */
export const FIRST_LOAD_PREFIXES = [
  'language.',
  'header.',
  'footer.',
  'login.',
  'forgot.',
  'busy.',
  'seed.',
] as const;

export const isFirstLoadKey = (id: string) => FIRST_LOAD_PREFIXES.some((p) => id.startsWith(p));

/** A catalogue's first-load part and the screens' part (English is compiled in these two halves). */
export function splitCatalogue<T>(catalogue: Record<string, T>) {
  const entries = Object.entries(catalogue);
  return {
    firstLoad: Object.fromEntries(entries.filter(([id]) => isFirstLoadKey(id))),
    screens: Object.fromEntries(entries.filter(([id]) => !isFirstLoadKey(id))),
  };
}
