import { NavLink, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { decodeMemberNo } from '../../entities/account';
import {
  loggedOut,
  noticeDismissed,
  selectIsLoggedIn,
  selectSessionNotice,
  selectSessionUser,
} from '../../entities/session';
import './UserMenu.css';

/** Pages the user menu always links to; the top strip leaves them to it. */
export const USER_MENU_PATHS = new Set(['login', 'member_registration', 'dashboard', 'my_profile']);

/** Requirements §2 user menu: a member's links and Logout, or Login and New Registration. */
export function UserMenu() {
  const user = useAppSelector(selectSessionUser);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const notice = useAppSelector(selectSessionNotice);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  if (!loggedIn || !user) {
    return (
      <nav aria-label="Account" className="user-menu">
        {notice && (
          <p role="status" className="user-menu__notice">
            {notice}{' '}
            <button type="button" onClick={() => dispatch(noticeDismissed())}>
              Dismiss
            </button>
          </p>
        )}
        <ul>
          <li>
            <NavLink to="/login">Login</NavLink>
          </li>
          <li>
            <NavLink to="/member_registration" className="user-menu__cta">
              New Registration
            </NavLink>
          </li>
        </ul>
      </nav>
    );
  }

  // Leave the member screens first (synchronously), so that none of them sends the visitor to
  // the login page when the session ends under it.
  const logout = () => {
    void navigate('/', { flushSync: true });
    dispatch(loggedOut());
  };

  return (
    <nav aria-label="Member" className="user-menu">
      <ul>
        <li>
          <NavLink to="/dashboard">Dashboard</NavLink>
        </li>
        <li>
          <NavLink to="/my_profile">My Profile</NavLink>
        </li>
        <li className="user-menu__id">
          Member ID: <strong>{decodeMemberNo(user.mem_no)}</strong>
        </li>
        <li>
          <button type="button" className="user-menu__logout" onClick={logout}>
            Logout
          </button>
        </li>
      </ul>
    </nav>
  );
}
