import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { memberScreenTitleIn, useT } from '../../entities/language';
import { selectMenuForPath } from '../../entities/menus';
import { useSiteSettings } from '../../entities/settings';

function setMeta(name: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/**
 * Requirements §4: title and meta come from the menu record whose slug matches the location;
 * without one, from the site's settings (the trust's name, description and keywords).
 */
export function usePageMeta() {
  const { pathname } = useLocation();
  const menu = useAppSelector((s) => selectMenuForPath(s, pathname));
  const site = useSiteSettings();
  // Before the menus load (or on a screen no menu names, like View Profile), a member screen
  // still says which screen it is, in the shown language.
  const screen = memberScreenTitleIn(useT(), pathname);
  const name = site.trust_name;
  const title =
    menu?.col3 ||
    (screen ? [screen, name].filter(Boolean).join(' | ') : name) ||
    // The server's page writer has no document; its title is written by the server (spa.ts).
    (typeof document === 'undefined' ? '' : document.title);
  const description = menu?.col4 || site.site_description;
  const keywords = menu?.col5 || site.site_keywords;
  useEffect(() => {
    document.title = title;
    setMeta('description', description);
    setMeta('keywords', keywords);
  }, [title, description, keywords]);
}
