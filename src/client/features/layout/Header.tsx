import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useT } from '../../entities/language';
import { useSiteSettings } from '../../entities/settings';
import { SiteSearchForm } from '../search';
import { LanguageSwitch } from './LanguageSwitch';
import { MainMenu } from './MainMenu';
import { TopMenu } from './TopMenu';
import { UserMenu } from './UserMenu';
import './header.css';

const MENU_ID = 'main-menu';

export function Header() {
  const { pathname } = useLocation();
  // Remembering where the menu was opened closes it after any navigation without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === pathname;
  const { t } = useT();
  const { trust_name: name, trust_logo: logo } = useSiteSettings();

  return (
    <header className="site-header">
      <div className="top-bar">
        <div className="container top-bar__inner">
          <TopMenu />
          {/* The switch beside the account links, so that on a phone both share one row. */}
          <div className="top-bar__end">
            <LanguageSwitch />
            <UserMenu />
          </div>
        </div>
      </div>
      <div className="container header-main">
        {/* The trust's name and logo are its site settings (the page carries them at first paint). */}
        <Link to="/" className="brand" aria-label={name ? undefined : 'Home'}>
          {logo && <img className="brand__logo" src={logo} alt="" width="56" height="56" />}
          <span className="brand__name">{name}</span>
        </Link>
        {/* Requirements §2's search box; below 900px it takes a row of its own under the brand. */}
        <div className="header-main__slot">
          <SiteSearchForm />
        </div>
        <button
          type="button"
          className="menu-toggle"
          aria-controls={MENU_ID}
          aria-expanded={menuOpen}
          onClick={() => setOpenAt(menuOpen ? null : pathname)}
        >
          <span className="menu-toggle__bars" aria-hidden="true" />
          {t('header.menu')}
        </button>
      </div>
      <MainMenu id={MENU_ID} open={menuOpen} />
    </header>
  );
}
