import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { LoadingState } from '../../components/LoadingState';
import { loginPathFor } from '../../entities/session';
import { selectIsLoggedIn, selectSessionChecking } from '../../entities/session';
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

  if (!loggedIn) return <Navigate to={loginPathFor(pathname + search)} replace />;
  if (checking) return <LoadingState label="Checking your login…" />;
  return (
    <div className="container member-area">
      <div className="member-area__bar">
        <MemberTabs />
        <NotificationBell />
      </div>
      <PauseNotice />
      <Outlet />
      <p className="member-area__safety">
        Meeting a family from the site? Read our <Link to="/safety_tips">safety tips</Link>.
      </p>
    </div>
  );
}
