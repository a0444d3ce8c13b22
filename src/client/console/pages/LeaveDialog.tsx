import { useEffect, useRef } from 'react';
import type { Blocker } from 'react-router-dom';

/** Asked when the editor leaves the page with changes not saved as a draft. */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const stay = useRef<HTMLButtonElement>(null);
  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (blocked) stay.current?.focus();
  }, [blocked]);
  if (!blocked) return null;
  return (
    <section
      role="alertdialog"
      aria-labelledby="pages-leave-heading"
      aria-describedby="pages-leave-text"
      className="console-form pages-confirm"
    >
      <h2 id="pages-leave-heading">Leave without saving?</h2>
      <p id="pages-leave-text">
        This page has changes not saved as a draft. They are lost if you leave now.
      </p>
      <div className="console-actions">
        <button ref={stay} type="button" className="button" onClick={() => blocker.reset()}>
          Stay on this page
        </button>
        <button type="button" className="button button--quiet" onClick={() => blocker.proceed()}>
          Leave without saving
        </button>
      </div>
    </section>
  );
}
