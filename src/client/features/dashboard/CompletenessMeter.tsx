import { Link } from 'react-router-dom';
import type { MyProfile } from '../../../shared/protocol/types';
import { completenessOf } from './completeness';
import { useScreenT } from '../../entities/screenText';

/** How complete the member's own profile is, as a native progress bar and in words, and one next step. */
export function CompletenessMeter({ profile }: { profile: MyProfile }) {
  const { t } = useScreenT();
  const { percent, next } = completenessOf(profile);
  return (
    <section className="dashboard__completeness" aria-labelledby="completeness-heading">
      <h2 id="completeness-heading">{t('dash.profile')}</h2>
      <label htmlFor="profile-completeness">{t('dash.completeness')}</label>
      <progress id="profile-completeness" max={100} value={percent}>
        {percent}%
      </progress>
      <p className="dashboard__percent">{t('dash.percent', { percent })}</p>
      {next ? (
        <p>
          {t('dash.nextStep')} <Link to={next.href}>{t(next.stepId)}</Link>
        </p>
      ) : (
        <p>{t('dash.complete')}</p>
      )}
    </section>
  );
}
