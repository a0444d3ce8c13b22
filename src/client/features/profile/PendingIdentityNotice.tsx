import type { PendingIdentity } from '../../../shared/protocol/identityTypes';

/**
 * A verified member's changed name, gender or date of birth waits for the trust's team: the
 * member sees what was asked, and that others still see the details as they were.
 */
export function PendingIdentityNotice({ pending }: { pending: PendingIdentity | null }) {
  if (!pending) return null;
  return (
    <section role="status" aria-labelledby="pending-identity-heading" className="member-card">
      <h2 id="pending-identity-heading">Your changes are waiting for the team</h2>
      <p>
        You asked to change these details. Our team checks them first; until then other members see
        your details as they were, and your profile stays verified.
      </p>
      <dl className="biodata__list">
        <div className="biodata__item">
          <dt>Name</dt>
          <dd>{pending.mem_name}</dd>
        </div>
        <div className="biodata__item">
          <dt>Gender</dt>
          <dd>{pending.gender}</dd>
        </div>
        <div className="biodata__item">
          <dt>Date of birth</dt>
          <dd>{pending.fmt_dob}</dd>
        </div>
      </dl>
    </section>
  );
}
