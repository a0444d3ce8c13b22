import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Brings My Profile's section or field named by the address's #hash into view once the page has
 * drawn it, and puts the focus there when it can take it: the dashboard's next step ("Add a
 * photo", "Write about yourself") links to /my_profile#<id>. It waits a turn, because the shell
 * puts the focus on the main landmark after a navigation, after this page's own effects.
 */
export function useHashTarget(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const timer = window.setTimeout(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (!target) return;
      target.scrollIntoView?.({ block: 'start' });
      target.focus({ preventScroll: true });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [ready, hash]);
}
