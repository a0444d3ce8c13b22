import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * Changes not saved as a draft are not lost by leaving: the browser asks before the tab closes
 * or reloads, and a move to another console page waits for the editor's answer (the blocker).
 */
export function useUnsavedGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const ask = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  return blocker;
}
