import { useLocation } from 'react-router-dom';
import { NoticeBox } from '../../components/form/CheckAlert';
import { useScreenT } from '../../entities/screenText';
import { pausedUntilText } from './pauseText';
import { usePause } from './usePause';
import './pause.css';

/**
 * Above every member screen while the profile is paused: the end date and Resume now. My Profile
 * says it in its own pause section, with the same button, so it is not said twice there.
 */
export function PauseNotice() {
  const tools = useScreenT();
  const { t } = tools;
  const { pathname } = useLocation();
  const { status, resumeNow, resuming, notice } = usePause();
  if (pathname === '/my_profile') return null;
  if (!status?.paused) return <NoticeBox notice={notice} />;
  return (
    <section className="pause-notice" aria-label={t('pause.paused')}>
      <p>
        <strong>{pausedUntilText(tools, status.until)}</strong> {t('pause.while')}
      </p>
      <NoticeBox notice={notice} />
      <button type="button" className="button" disabled={resuming} onClick={() => void resumeNow()}>
        {t('pause.resume')}
      </button>
    </section>
  );
}
