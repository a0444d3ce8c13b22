import { useEffect, useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router-dom';

/**
 * Whether every section of the page must be drawn now, deferred or not:
 * - an address #hash: its target may sit in a section not drawn yet, and nothing can tell which
 *   one without drawing them all; once drawn, the target is scrolled to (the browser looked for
 *   it before it existed);
 * - printing (beforeprint): the paper gets the whole page;
 * - the first Tab key: a keyboard visitor's next stop may be a link further down the page, which
 *   must exist before the browser looks for it, so this is drawn synchronously (flushSync), before
 *   the key's default action, as printing is before the print.
 * It stays true once true.
 */
export function useRevealAll(): boolean {
  const { hash } = useLocation();
  const [all, setAll] = useState(() => hash.length > 1);

  useEffect(() => {
    if (hash.length > 1) setAll(true);
  }, [hash]);

  useEffect(() => {
    if (all) return undefined;
    const reveal = () => flushSync(() => setAll(true));
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') reveal();
    };
    window.addEventListener('beforeprint', reveal);
    document.addEventListener('keydown', onKey, true);
    return () => {
      window.removeEventListener('beforeprint', reveal);
      document.removeEventListener('keydown', onKey, true);
    };
  }, [all]);

  // Once, when everything has just been drawn for a #hash (with no hash, nothing to scroll to: a
  // page opened with one starts with everything drawn, and a later one is already on the page).
  useLayoutEffect(() => {
    if (!all || hash.length < 2) return;
    document
      .getElementById(decodeURIComponent(hash.slice(1)))
      ?.scrollIntoView?.({ block: 'start' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [all]);

  return all;
}
