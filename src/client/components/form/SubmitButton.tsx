import type { ButtonHTMLAttributes } from 'react';
import { useHydrating } from '../useHydrating';

export type SubmitButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'>;

/**
 * The submit button of a form the server writes into a public page (login, registration, Write
 * to Us). Until the page is live it is disabled: the browser would otherwise send the form by
 * itself, by GET to the page's own address, with the password or the contact details in the
 * address bar, the history and the access log (found by hand, 2026-12-07). Disabled, it also
 * blocks Enter's implicit submission.
 */
export function SubmitButton({ disabled, ...props }: SubmitButtonProps) {
  const hydrating = useHydrating();
  return <button {...props} type="submit" disabled={hydrating || disabled} />;
}
