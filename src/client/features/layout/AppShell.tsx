import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';
import { LaunchPopup } from './LaunchPopup';
import { SessionNotice } from './SessionNotice';
import { useAccessData } from './useAccessData';
import { usePageMeta } from './usePageMeta';

/** Every screen's frame: skip link, header, main landmark, footer, launch popup. */
export function AppShell() {
  useAccessData();
  usePageMeta();
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  // After a navigation, screen reader and keyboard users start at the new page's content.
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" ref={mainRef} tabIndex={-1} className="site-main">
        <SessionNotice />
        <Outlet />
      </main>
      <Footer />
      <LaunchPopup />
      <ScrollRestoration />
    </>
  );
}
