import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { NoticeBox } from '../../components/form/CheckAlert';
import { noticeDismissed, selectIsLoggedIn, selectSessionNotice } from '../../entities/session';

/**
 * The session's word to a member, at the top of the page a login lands on ('Login Successfully..',
 * requirements 8.2.4): in the page, not in an interstitial (issue #15 item 8). It is shown on that
 * page only; moving on to another page drops it. The login page hands over to the landing page,
 * so it does not count.
 */
export function SessionNotice() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const notice = useAppSelector(selectSessionNotice);
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const shownOn = useRef<string | null>(null);
  const showing = loggedIn && notice !== null;

  useEffect(() => {
    if (!showing) {
      shownOn.current = null;
      return;
    }
    if (pathname === '/login') return;
    if (shownOn.current === null) shownOn.current = pathname;
    else if (shownOn.current !== pathname) dispatch(noticeDismissed());
  }, [showing, pathname, dispatch]);

  if (!showing || pathname === '/login') return null;
  return (
    <div className="container session-notice">
      <NoticeBox notice={{ tone: 'success', text: notice }} />
    </div>
  );
}
