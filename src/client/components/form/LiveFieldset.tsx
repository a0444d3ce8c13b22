import type { ReactNode } from 'react';
import { useHydrating } from '../useHydrating';
import './forms.css';

interface LiveFieldsetProps {
  children: ReactNode;
  /** A form's own fieldset class; by default the fieldset lays nothing out (display: contents). */
  className?: string;
  /** The form's own reason to hold its fields (a send under way). */
  disabled?: boolean;
}

/**
 * Wraps the fields of a form the server writes into a public page (login, registration, Write to
 * Us). Until the page is live they are disabled: what a visitor typed into the server's markup
 * showed in the boxes after hydration but was not in the form's state, so sending it answered
 * "Fill blank records!" (found in CI, 2026-12-07: the phone journey filled the registration form
 * before hydration).
 */
export function LiveFieldset({
  children,
  className = 'live-fieldset',
  disabled,
}: LiveFieldsetProps) {
  const hydrating = useHydrating();
  return (
    <fieldset className={className} disabled={hydrating || disabled}>
      {children}
    </fieldset>
  );
}
