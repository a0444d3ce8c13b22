import { useLocation } from 'react-router-dom';
import { NoticeBox } from '../../components/form/CheckAlert';
import { pausedUntilText, WHILE_PAUSED } from './pauseText';
import { usePause } from './usePause';
import './pause.css';

/**
 * Above every member screen while the profile is paused: the end date and Resume now. My Profile
 * says it in its own pause section, with the same button, so it is not said twice there.
 */
export function PauseNotice() {
  const { pathname } = useLocation();
  const { status, resumeNow, resuming, notice } = usePause();
  if (pathname === '/my_profile') return null;
  if (!status?.paused) return <NoticeBox notice={notice} />;
  return (
    <section className="pause-notice" aria-label="Your profile is paused">
      <p>
        <strong>{pausedUntilText(status.until)}</strong> {WHILE_PAUSED}
      </p>
      <NoticeBox notice={notice} />
      <button type="button" className="button" disabled={resuming} onClick={() => void resumeNow()}>
        Resume now
      </button>
    </section>
  );
}
