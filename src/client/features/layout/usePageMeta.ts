import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { SITE_DESCRIPTION, SITE_KEYWORDS, SITE_NAME } from '../../app/site';
import { selectMenuForPath } from '../../entities/menus';

function setMeta(name: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** Requirements §4: title and meta come from the menu record whose slug matches the location. */
export function usePageMeta() {
  const { pathname } = useLocation();
  const menu = useAppSelector((s) => selectMenuForPath(s, pathname));
  const title = menu?.col3 || SITE_NAME;
  const description = menu?.col4 || SITE_DESCRIPTION;
  const keywords = menu?.col5 || SITE_KEYWORDS;
  useEffect(() => {
    document.title = title;
    setMeta('description', description);
    setMeta('keywords', keywords);
  }, [title, description, keywords]);
}
