import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useGetPgDataQuery } from '../../entities/content';
import { pageKey } from '../../entities/menus';
import { selectIsLoggedIn } from '../../entities/session';
import { useSiteSettings } from '../../entities/settings';
import { launchPopupSection } from '../content';
import { launchPopupDismissed, selectLaunchPopupDismissed } from './layoutSlice';

// The dialog is its own chunk (issue #19: the first load carries only what every visit needs);
// most visits never open it, and those that do fetch it while the home page's data arrives.
const LaunchPopupDialog = lazy(() => import('./LaunchPopupDialog'));

/**
 * Requirements §1.6: on the home page, the launch announcement opens as a popup when the site's
 * settings turn it on (launch_popup) and name its section (launch_popup_section). Closing it is
 * kept for the rest of the visit, so moving around the site does not bring it back. It is for
 * visitors: a logged-in member never sees it ("Register now" is not for her; issue #15 item 8).
 */
export function LaunchPopup() {
  const { pathname } = useLocation();
  const onHome = pageKey(pathname) === 'home';
  const dismissed = useAppSelector(selectLaunchPopupDismissed);
  const member = useAppSelector(selectIsLoggedIn);
  const settings = useSiteSettings();
  const dispatch = useAppDispatch();
  const skip = !onHome || dismissed || member || settings.launch_popup !== 'on';
  const { currentData } = useGetPgDataQuery({ loc: 'home' }, { skip });
  const section = launchPopupSection(currentData?.sections ?? [], settings.launch_popup_section);
  if (skip || !section) return null;

  return (
    <Suspense fallback={null}>
      <LaunchPopupDialog section={section} onClose={() => dispatch(launchPopupDismissed())} />
    </Suspense>
  );
}
