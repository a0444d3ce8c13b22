import { NavLink } from 'react-router-dom';
import './memberTabs.css';

export const MEMBER_TABS = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/my_profile', label: 'My Profile' },
  { to: '/intrested_member', label: 'Interested Members' },
  { to: '/my_biodata', label: 'My Biodata' },
  { to: '/search_matching', label: 'Search Matching' },
] as const;

/** Requirements §2: the member tab bar; the current screen's link carries aria-current="page". */
export function MemberTabs() {
  return (
    <nav aria-label="Members area" className="member-tabs">
      <ul className="member-tabs__list">
        {MEMBER_TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to} className="member-tabs__link">
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
