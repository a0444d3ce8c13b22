import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { SITE_LOGO, SITE_NAME } from '../../app/site';
import { SiteSearchForm } from '../search';
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

  return (
    <header className="site-header">
      <div className="top-bar">
        <div className="container top-bar__inner">
          <TopMenu />
          <UserMenu />
        </div>
      </div>
      <div className="container header-main">
        <Link to="/" className="brand">
          <img className="brand__logo" src={SITE_LOGO} alt="" width="56" height="56" />
          <span className="brand__name">{SITE_NAME}</span>
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
          Menu
        </button>
      </div>
      <MainMenu id={MENU_ID} open={menuOpen} />
    </header>
  );
}
