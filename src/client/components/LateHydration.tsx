import {
  Suspense,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { onServer } from './useHydrating';
import { useNearViewport } from './useNearViewport';

/**
 * A promise that stays pending until open(). Opening also marks it fulfilled the way React's use()
 * reads a promise it has seen (status and value), so the render right after (a click's) does not
 * suspend on a promise React has not watched settle.
 */
interface Gate {
  opened: boolean;
  promise: Promise<void>;
  open: () => void;
}

function createGate(opened: boolean): Gate {
  let resolve = () => undefined as void;
  const gate: Gate = {
    opened: false,
    promise: new Promise<void>((r) => (resolve = r)),
    open: () => {
      if (gate.opened) return;
      gate.opened = true;
      Object.assign(gate.promise, { status: 'fulfilled', value: undefined });
      resolve();
    },
  };
  if (opened) gate.open();
  return gate;
}

/** Suspends (keeping the server's HTML in place while hydrating) until the gate opens. */
function GateKeeper({ gate, children }: { gate: Gate; children: ReactNode }) {
  use(gate.promise);
  return children;
}

/** What opens the gate from inside: a press, a tap or focus reaching the server's HTML. */
const WAKING_EVENTS = ['pointerdown', 'focusin'] as const;

interface LateHydrationProps {
  /** How near (px) the part comes to the viewport before it is hydrated. */
  margin: number;
  /** Hydrate now (printing, the first Tab, an address #hash). */
  wake: boolean;
  /**
   * What the server's HTML was written for (the language). When it changes the HTML is stale,
   * so the part is drawn afresh instead of hydrated.
   */
  version: string;
  /** The box's class (its layout: it may skip drawing what is out of sight). */
  className?: string;
  children: ReactNode;
}

/**
 * A part of a page the server wrote that the browser takes over only when needed: until it nears
 * the viewport (or is pressed, tapped or focused, or `wake`), it stays the server's HTML, readable
 * and with working plain links, while React leaves it alone (issue #19 item 3: hydrating every
 * section of the home page was most of its start-up on a phone). A Suspense boundary that suspends
 * while hydrating keeps the server's markup as it is; opening the gate resumes it in slices.
 *
 * The box around it is a plain block so the observer has something to watch; no style reaches
 * across page parts, so it changes no layout. Its children must keep their identity between
 * renders (memoise them): new children reaching a part not taken over yet would force it to be
 * hydrated at once, so they are treated as new content and drawn afresh.
 */
export function LateHydration({ margin, wake, version, className, children }: LateHydrationProps) {
  // On the server (no window) the gate is open: it writes everything.
  const [gate] = useState(() => createGate(onServer()));
  const initial = useRef({ version, children });
  const fresh = version === initial.current.version && children === initial.current.children;
  // During render, before the boundary sees the change: new content must not suspend.
  if (wake || !fresh) gate.open();
  const [ref, near] = useNearViewport(margin, { skip: gate.opened });
  const box = useRef<HTMLDivElement | null>(null);
  const setBox = useCallback(
    (el: HTMLDivElement | null) => {
      box.current = el;
      ref(el);
    },
    [ref],
  );

  useEffect(() => {
    if (near) gate.open();
  }, [near, gate]);

  useEffect(() => {
    if (gate.opened) return undefined;
    // On the document, in the capture phase: before React's own listener on the root, which
    // tries to take the part over at once for a press (and stops the event when it cannot).
    const open = (event: Event) => {
      if (event.target instanceof Node && box.current?.contains(event.target)) gate.open();
    };
    for (const type of WAKING_EVENTS) document.addEventListener(type, open, true);
    return () => {
      for (const type of WAKING_EVENTS) document.removeEventListener(type, open, true);
    };
  }, [gate]);

  // One element while nothing changes: a re-render here (near, wake) must not reach the boundary.
  const content = useMemo(
    () => (
      <Suspense key={fresh ? 'server' : 'client'} fallback={null}>
        <GateKeeper gate={gate}>{children}</GateKeeper>
      </Suspense>
    ),
    [fresh, gate, children],
  );
  return (
    <div ref={setBox} className={className}>
      {content}
    </div>
  );
}
