import type { ReactNode } from 'react';
import { useFromServer } from '../../../components/useHydrating';
import { useNearViewport } from '../../../components/useNearViewport';

/**
 * How near (px) a deferred section comes to the viewport before it is drawn: about a screen ahead,
 * so it is drawn (and its pictures start) before it scrolls into sight.
 */
const APPROACH_MARGIN = 600;

interface DeferredSectionProps {
  /** Draw now, whatever the viewport says (above the fold, #hash, print, Tab, idle fill). */
  show: boolean;
  /** Height kept free until then (registry's DEFERRED_HEIGHT for the type). */
  height: number;
  children: ReactNode;
}

/**
 * A section drawn only when it nears the viewport: until then an empty box of about its height,
 * so the page's length (and the scroll bar) barely changes when it comes (issue #19 item 3).
 */
export function DeferredSection({ show, height, children }: DeferredSectionProps) {
  // A page the server wrote carries every section's text (read without script, and by search
  // engines); its hydration keeps them.
  const fromServer = useFromServer();
  const [ref, near] = useNearViewport(APPROACH_MARGIN, show || fromServer);
  if (show || near || fromServer) return children;
  return <div ref={ref} className="cs-deferred" style={{ minHeight: height }} aria-hidden="true" />;
}
