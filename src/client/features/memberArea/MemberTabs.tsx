import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { MEMBER_TABS } from '../../../shared/domain/memberScreens';
import { textOr, useScreenT } from '../../entities/screenText';
import './memberTabs.css';

/**
 * Requirements §2: the member tab bar (tabs from shared/domain/memberScreens.ts); the current screen's link
 * carries aria-current="page".
 */
export function MemberTabs() {
  const { t } = useScreenT();
  const listRef = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On a phone the tabs are one row that scrolls sideways (memberTabs.css): bring the current
  // one into view, or Search Matching and Shortlist are off the screen while they are open.
  // scrollLeft only, never scrollIntoView, which would scroll the page too.
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft =
      current.offsetLeft - list.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  return (
    <nav aria-label={t('area.nav')} className="member-tabs">
      <ul className="member-tabs__list" ref={listRef}>
        {MEMBER_TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to} className="member-tabs__link">
              {textOr(t, `tab.${tab.label}`, tab.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
