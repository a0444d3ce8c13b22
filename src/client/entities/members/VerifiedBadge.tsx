import { dayText, useT } from '../language';
import './verifiedBadge.css';

/**
 * "Verified by the trust on 12 March 2026" (issue #14 item 7): on search cards, request lists
 * and full profiles. `on` is the day as the server writes it for people; nothing when unknown.
 */
export function VerifiedBadge({ on }: { on: string | null | undefined }) {
  const tools = useT();
  if (!on) return null;
  return (
    <p className="verified-badge">
      <span aria-hidden="true">✓ </span>
      {tools.t('badge.verifiedOn', { date: dayText(tools, on) })}
    </p>
  );
}
