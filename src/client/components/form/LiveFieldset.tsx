import type { ReactNode } from 'react';
import { useHydrating } from '../useHydrating';
import './forms.css';

/**
 * Wraps the fields of a form the server writes into a public page (login, registration). Until
 * the page is live they are disabled: what a visitor typed into the server's markup showed in
 * the boxes after hydration but was not in the form's state, so sending it answered "Fill blank
 * records!" (found in CI, 2026-12-07: the phone journey filled the registration form before
 * hydration). It lays nothing out (display: contents).
 */
export function LiveFieldset({ children }: { children: ReactNode }) {
  return (
    <fieldset className="live-fieldset" disabled={useHydrating()}>
      {children}
    </fieldset>
  );
}
