import type { ReactNode } from 'react';
import { LateHydration } from '../../../components/LateHydration';
import { useFromServer } from '../../../components/useHydrating';
import { useNearViewport } from '../../../components/useNearViewport';
import { useT } from '../../../entities/language';

/**
 * How near (px) a deferred section comes to the viewport before it is drawn (or, on a page the
 * server wrote, taken over): about a screen ahead, so it is ready before it scrolls into sight.
 */
const APPROACH_MARGIN = 600;

interface DeferredSectionProps {
  /** The top of the page: drawn at once, and taken over with the page. */
  eager: boolean;
  /** Needed now, wherever it is: printing, the first Tab, an address #hash. */
  reveal: boolean;
  /** Drawn in the browser's idle time (pages the browser draws itself). */
  filled: boolean;
  /** Height kept free until it is drawn (registry's DEFERRED_HEIGHT for the type). */
  height: number;
  children: ReactNode;
}

/**
 * A section below the top of the page (issue #19 item 3). On a page the server wrote, its text is
 * there from the start (read without script, and by search engines) and the browser takes it over
 * only as it nears the viewport. On a page the browser draws, it is drawn as it nears the viewport:
 * until then an empty box of about its height, so the page's length barely changes when it comes.
 */
export function DeferredSection(props: DeferredSectionProps) {
  const fromServer = useFromServer();
  return fromServer ? <ServerSection {...props} /> : <BrowserSection {...props} />;
}

function ServerSection({ eager, reveal, children }: DeferredSectionProps) {
  const { language } = useT();
  if (eager) return children;
  return (
    <LateHydration margin={APPROACH_MARGIN} wake={reveal} version={language} className="cs-later">
      {children}
    </LateHydration>
  );
}

function BrowserSection({ eager, reveal, filled, height, children }: DeferredSectionProps) {
  const show = eager || reveal || filled;
  const [ref, near] = useNearViewport(APPROACH_MARGIN, { skip: show });
  if (show || near) return children;
  return <div ref={ref} className="cs-deferred" style={{ minHeight: height }} aria-hidden="true" />;
}
