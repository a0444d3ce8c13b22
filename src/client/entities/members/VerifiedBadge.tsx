import type { ReactNode } from 'react';
import './verifiedBadge.css';

/**
 * "Verified by the trust on 12 March 2026" (issue #14 item 7): on search cards, request lists
 * and full profiles. `on` is the day as the server writes it for people; nothing when unknown.
 * A translated screen gives its own words (`children`, issue #18), so the first load, which holds
 * this entity, carries no language of the screens.
 */
export function VerifiedBadge({
  on,
  children,
}: {
  on: string | null | undefined;
  children?: ReactNode;
}) {
  if (!on) return null;
  return (
    <p className="verified-badge">
      <span aria-hidden="true">✓ </span>
      {children ?? <>Verified by the trust on {on}</>}
    </p>
  );
}
