import { NavLink } from 'react-router-dom';
import { MEMBER_TABS } from '../../../shared/domain/memberScreens';
import './memberTabs.css';

/**
 * Requirements §2: the member tab bar (tabs from shared/domain/memberScreens.ts); the current screen's link
 * carries aria-current="page".
 */
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
