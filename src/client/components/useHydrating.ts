import { useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * True while the server renders a page and while the browser hydrates it, false on every other
 * render: React reads the server snapshot in exactly those two cases. A component whose first
 * paint depends on the browser (the viewport, a timer) draws what the server drew while this is
 * true, so hydration finds the same markup (issue #19 item 1).
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/**
 * Whether this component's first render was the server's (or its hydration), kept for its life:
 * what the server showed stays shown after hydration instead of being taken back.
 */
export function useFromServer(): boolean {
  const hydrating = useHydrating();
  const [fromServer] = useState(hydrating);
  return fromServer;
}

/** Whether this runs on the server (no window), where everything is written out at once. */
export const onServer = (): boolean => typeof window === 'undefined';
