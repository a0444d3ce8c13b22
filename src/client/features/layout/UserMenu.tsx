import { NavLink, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { decodeMemberNo } from '../../entities/account';
import { useT, type MessageId } from '../../entities/language';
import {
  loggedOut,
  noticeDismissed,
  selectIsLoggedIn,
  selectSessionNotice,
  selectSessionUser,
} from '../../entities/session';
import { USER_MENU_PATHS, userMenuLinks } from '../../../shared/domain/memberScreens';
import './UserMenu.css';

/** Pages the user menu always links to (shared/domain/memberScreens.ts); the top strip leaves them to it. */
export { USER_MENU_PATHS };

function Links({ shownTo }: { shownTo: 'visitor' | 'member' }) {
  const { t } = useT();
  // Keyed by the screens table's English label, which stays the fallback for a link the
  // catalogue does not name yet.
  const label = (link: { label: string }) => {
    const id = `header.link.${link.label}` as MessageId;
    const text = t(id);
    return text === id ? link.label : text;
  };
  return userMenuLinks(shownTo).map((link) => (
    <li key={link.to}>
      <NavLink to={link.to} className={link.cta ? 'user-menu__cta' : undefined}>
        {label(link)}
      </NavLink>
    </li>
  ));
}

/** Requirements §2 user menu: a member's links and Logout, or Login and New Registration. */
export function UserMenu() {
  const user = useAppSelector(selectSessionUser);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const notice = useAppSelector(selectSessionNotice);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { t } = useT();

  if (!loggedIn || !user) {
    return (
      <nav aria-label={t('header.accountNav')} className="user-menu">
        {notice && (
          <p role="status" className="user-menu__notice">
            {notice}{' '}
            <button type="button" onClick={() => dispatch(noticeDismissed())}>
              {t('header.dismiss')}
            </button>
          </p>
        )}
        <ul>
          <Links shownTo="visitor" />
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
    <nav aria-label={t('header.memberNav')} className="user-menu">
      <ul>
        <Links shownTo="member" />
        <li className="user-menu__id">
          {t('header.memberId')} <strong>{decodeMemberNo(user.mem_no)}</strong>
        </li>
        <li>
          <button type="button" className="user-menu__logout" onClick={logout}>
            {t('header.logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
