import { useCallback, useEffect, useRef } from 'react';

/**
 * Keeps the keyboard where the member acted (issue 15, item 11): after a click on a request
 * control, when its step changes and the focused element went away (Accept turning into View
 * Profile, Reject into Not Interested), focus moves to what replaced it: the control's first
 * button or link, else its label. Only after the member's own click, and only while focus is
 * lost (on the page's body), so a list reload never pulls focus from elsewhere.
 */
export function useKeptFocus<T extends HTMLElement>(step: string, settled: boolean) {
  const rootRef = useRef<T>(null);
  const actedRef = useRef(false);
  const acted = useCallback(() => {
    actedRef.current = true;
  }, []);

  useEffect(() => {
    const root = rootRef.current;
    if (!actedRef.current || !root) return;
    const active = document.activeElement;
    if (!active || active === document.body) {
      root.querySelector<HTMLElement>('a[href], button, [data-kept-focus]')?.focus();
    }
    if (settled) actedRef.current = false;
  }, [step, settled]);

  return { rootRef, acted };
}
