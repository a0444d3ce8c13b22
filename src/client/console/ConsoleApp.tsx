import { useEffect } from 'react';
import { NavLink, Route, Routes, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { useDeskQueueQuery, useStaffSignOutMutation } from './consoleApi';
import {
  selectConsoleStep,
  selectStaffEmail,
  selectStaffRole,
  selectStaffToken,
  signedOut,
} from './consoleSlice';
import { DeskDetail } from './DeskDetail';
import { DeskList } from './DeskList';
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

const DESK_ROLES = ['admin', 'verifier'];

function SignedIn() {
  const role = useAppSelector(selectStaffRole);
  const canDesk = DESK_ROLES.includes(role ?? '');
  return (
    <>
      <ConsoleNav canDesk={canDesk} />
      <main id="main" className="console-main">
        {canDesk ? (
          <Routes>
            <Route index element={<DeskList />} />
            <Route path="desk/:id" element={<DeskDetail />} />
            <Route path="*" element={<p>This page of the console does not exist.</p>} />
          </Routes>
        ) : (
          <p>There is nothing in the console for your role yet.</p>
        )}
      </main>
    </>
  );
}

function PendingCount() {
  const staff_token = useAppSelector(selectStaffToken);
  // The count refreshes every minute while the console is open.
  const { data } = useDeskQueueQuery({ staff_token }, { pollingInterval: 60_000 });
  if (!data) return null;
  return (
    <span className="console-count" aria-label={`${data.pending_count} waiting`}>
      {data.pending_count}
    </span>
  );
}

function ConsoleNav({ canDesk }: { canDesk: boolean }) {
  const dispatch = useAppDispatch();
  const email = useAppSelector(selectStaffEmail);
  const role = useAppSelector(selectStaffRole);
  const staff_token = useAppSelector(selectStaffToken);
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
        {canDesk && (
          <NavLink to="/team" end>
            Verification desk <PendingCount />
          </NavLink>
        )}
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
