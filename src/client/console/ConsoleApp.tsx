import { useEffect } from 'react';
import { Navigate, NavLink, Route, Routes, useLocation } from 'react-router-dom';
import {
  staffScreensFor,
  type StaffScreenId,
  type StaffScreenSpec,
} from '../../shared/domain/staffScreens';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { useConsoleCountsQuery, useStaffSignOutMutation } from './consoleApi';
import {
  selectConsoleStep,
  selectStaffEmail,
  selectStaffRole,
  selectStaffToken,
  signedOut,
} from './consoleSlice';
import { CONSOLE_SCREENS } from './screens';
import { SignInScreen } from './SignInScreen';
import './console.css';

/** Search engines must not list the console: a robots meta while it is on screen. */
function useNoIndex() {
  useEffect(() => {
    // The server may already have written a robots meta into the page: reuse it, then restore it.
    const found = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const meta = found ?? document.createElement('meta');
    const before = found?.content;
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    if (!found) document.head.append(meta);
    const title = document.title;
    document.title = 'Team console';
    return () => {
      if (before === undefined) meta.remove();
      else meta.content = before;
      document.title = title;
    };
  }, []);
}

/** The staff console at /team: its own frame, apart from the public site's header and menus. */
export function ConsoleApp() {
  useNoIndex();
  const step = useAppSelector(selectConsoleStep);
  return <div className="console">{step === 'signedIn' ? <SignedIn /> : <SignInScreen />}</div>;
}

function SignedIn() {
  const role = useAppSelector(selectStaffRole);
  const screens = staffScreensFor(role);
  const first = screens[0];
  return (
    <>
      <ConsoleNav screens={screens} />
      <main id="main" className="console-main">
        {first ? (
          <Routes>
            <Route index element={<Navigate to={first.path} replace />} />
            {screens.map((s) => {
              const Screen = CONSOLE_SCREENS[s.id as StaffScreenId];
              return <Route key={s.id} path={`${s.path}/*`} element={<Screen />} />;
            })}
            <Route path="*" element={<p>This page of the console does not exist.</p>} />
          </Routes>
        ) : (
          <p>There is nothing in the console for your role yet.</p>
        )}
      </main>
    </>
  );
}

/** The counts beside the links, refreshed every minute while the console is open. */
function useCounts(wanted: boolean) {
  const staff_token = useAppSelector(selectStaffToken);
  const { data } = useConsoleCountsQuery(
    { staff_token },
    { pollingInterval: 60_000, skip: !wanted },
  );
  return data?.counts ?? {};
}

function ConsoleNav({ screens }: { screens: StaffScreenSpec[] }) {
  const dispatch = useAppDispatch();
  const email = useAppSelector(selectStaffEmail);
  const role = useAppSelector(selectStaffRole);
  const staff_token = useAppSelector(selectStaffToken);
  const counts = useCounts(screens.some((s) => s.count));
  const [signOut] = useStaffSignOutMutation();
  const { state } = useLocation() as { state: { done?: string } | null };
  const onSignOut = async () => {
    await signOut({ staff_token });
    dispatch(signedOut());
  };
  return (
    <header className="console-header">
      <nav aria-label="Console">
        <span className="console-brand">Team console</span>
        <ul className="console-nav">
          {screens.map((s) => {
            const n = counts[s.id];
            return (
              <li key={s.id}>
                <NavLink to={`/team/${s.path}`}>
                  {s.label}
                  {s.count && n !== undefined && (
                    <>
                      {' '}
                      <span className="console-count" aria-label={`${n} ${s.count.words}`}>
                        {n}
                      </span>
                    </>
                  )}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="console-who">
        <span>
          {email} ({role})
        </span>
        <button type="button" className="button button--quiet" onClick={() => void onSignOut()}>
          Sign out
        </button>
      </div>
      {state?.done && (
        <p className="console-notice" role="status">
          {state.done}
        </p>
      )}
    </header>
  );
}
