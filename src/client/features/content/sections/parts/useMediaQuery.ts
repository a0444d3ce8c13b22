import { useSyncExternalStore } from 'react';

const list = (query: string): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : null;

/** Whether a CSS media query matches now; re-renders when it changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const l = list(query);
      if (!l || typeof l.addEventListener !== 'function') return () => undefined;
      l.addEventListener('change', onChange);
      return () => l.removeEventListener('change', onChange);
    },
    () => list(query)?.matches ?? false,
    () => false,
  );
}
