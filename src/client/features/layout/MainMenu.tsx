import { useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { useT } from '../../entities/language';
import { selectMenuTree } from '../../entities/menus';
import { MenuEntry } from './MenuDropdown';
import './menu.css';

interface MainMenuProps {
  id: string;
  /** Below 900px the list shows only while the menu toggle is open. */
  open: boolean;
}

/** The main menu from the menu records the current roles may see. */
export function MainMenu({ id, open }: MainMenuProps) {
  const tree = useAppSelector(selectMenuTree);
  const { pathname } = useLocation();
  const { t } = useT();
  return (
    <nav className={`main-nav${open ? ' is-open' : ''}`} aria-label={t('header.mainMenu')}>
      <div className="container">
        {/* Keyed by the path so that every dropdown closes after a navigation. */}
        <ul id={id} key={pathname} className="menu">
          {tree.map((node) => (
            <MenuEntry key={node.id} node={node} depth={0} />
          ))}
        </ul>
      </div>
    </nav>
  );
}
