import { useAppSelector } from '../../app/hooks';
import { useT } from '../../entities/language';
import { pageKey, selectTopMenus } from '../../entities/menus';
import { MenuLink } from './MenuLink';
import { USER_MENU_PATHS } from './UserMenu';

/** The top_menu strip above the header, less the entries the user menu beside it already has. */
export function TopMenu() {
  const all = useAppSelector(selectTopMenus);
  const { t } = useT();
  const menus = all.filter((m) => !USER_MENU_PATHS.has(pageKey(m.col2)));
  if (menus.length === 0) return null;
  return (
    <nav aria-label={t('header.quickLinks')} className="top-menu">
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
