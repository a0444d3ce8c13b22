import { useAppSelector } from '../../app/hooks';
import { pageKey, selectTopMenus } from '../../entities/menus';
import { MenuLink } from './MenuLink';
import { USER_MENU_PATHS } from './UserMenu';

/** The top_menu strip above the header, less the entries the user menu beside it already has. */
export function TopMenu() {
  const all = useAppSelector(selectTopMenus);
  const menus = all.filter((m) => !USER_MENU_PATHS.has(pageKey(m.col2)));
  if (menus.length === 0) return null;
  return (
    <nav aria-label="Quick links" className="top-menu">
      <ul>
        {menus.map((m) => (
          <li key={m.id}>
            <MenuLink menu={m} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
