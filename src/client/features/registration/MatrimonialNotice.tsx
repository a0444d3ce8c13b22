import { Link } from 'react-router-dom';
import { useScreenT } from '../../entities/screenText';

/** Requirements §1.8: at the top of the form, what this service is and is not. */
export function MatrimonialNotice() {
  const { t } = useScreenT();
  return (
    <aside className="registration__notice" aria-label={t('reg.noticeLabel')}>
      <p>
        <strong>{t('reg.noticeLead')}</strong> {t('reg.noticeBody')}{' '}
        <Link to="/safety_tips">{t('reg.safetyTips')}</Link>
        {t('form.stop')}
      </p>
    </aside>
  );
}
