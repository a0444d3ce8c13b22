import { dayText, useScreenT, valueLabel } from '../../entities/screenText';
import type { PendingIdentity } from '../../../shared/protocol/identityTypes';

/**
 * A verified member's changed name, gender or date of birth waits for the trust's team: the
 * member sees what was asked, and that others still see the details as they were.
 */
export function PendingIdentityNotice({ pending }: { pending: PendingIdentity | null }) {
  const tools = useScreenT();
  const { t } = tools;
  if (!pending) return null;
  return (
    <section role="status" aria-labelledby="pending-identity-heading" className="member-card">
      <h2 id="pending-identity-heading">{t('me.pendingTitle')}</h2>
      <p>{t('me.pendingText')}</p>
      <dl className="biodata__list">
        <div className="biodata__item">
          <dt>{t('field.mem_name')}</dt>
          <dd>{pending.mem_name}</dd>
        </div>
        <div className="biodata__item">
          <dt>{t('field.gender')}</dt>
          <dd>{valueLabel(t, 'gender', pending.gender)}</dd>
        </div>
        <div className="biodata__item">
          <dt>{t('field.dob')}</dt>
          <dd>{dayText(tools, pending.fmt_dob)}</dd>
        </div>
      </dl>
    </section>
  );
}
