import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { LoadingState } from '../../components/LoadingState';
import { loginPathFor } from '../../entities/session';
import { selectIsLoggedIn, selectSessionChecking } from '../../entities/session';
import { useScreenT } from '../../entities/screenText';
import { PauseNotice } from '../pause';
import { NotificationBell } from '../notifications';
import { MemberTabs } from './MemberTabs';

/**
 * The frame of the member screens: visitors go to /login?next=<this page>; a stored login waits
 * for the service's answer (requirements §4) before the screen opens; members see the tab bar.
 */
export function MemberLayout() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const checking = useAppSelector(selectSessionChecking);
  const { pathname, search } = useLocation();
  const { t } = useScreenT();

  if (!loggedIn) return <Navigate to={loginPathFor(pathname + search)} replace />;
  if (checking) return <LoadingState label={t('area.checking')} />;
  return (
    <div className="container member-area">
      <div className="member-area__bar">
        <MemberTabs />
        <NotificationBell />
      </div>
      <PauseNotice />
      <div className="member-area__screen">
        <Outlet />
      </div>
      <p className="member-area__safety">
        {t('area.safety')} <Link to="/safety_tips">{t('reg.safetyTips')}</Link>
        {t('form.stop')}
      </p>
    </div>
  );
}
