import { useEffect } from 'react';

/** Moves focus to a control when a pane replaces another (not on the page's first render). */
export function useFocusOnMount(enabled: boolean, id: string): void {
  useEffect(() => {
    if (enabled) document.getElementById(id)?.focus();
    // Only on mount: the pane is new, its first control takes focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
