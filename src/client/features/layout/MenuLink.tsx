import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import type { MenuRecord } from '../../../shared/protocol/types';
import { NewTabNote } from '../../entities/language';
import { pageKey } from '../../entities/menus';

/** Requirements §2: the consultation entry opens in a new tab. */
const NEW_TAB_SLUGS = new Set(['consultation']);

interface MenuLinkProps {
  menu: Pick<MenuRecord, 'col1' | 'col2'>;
  className?: string;
  children?: ReactNode;
}

/** A menu record as a link to its route slug (col2). */
export function MenuLink({ menu, className, children }: MenuLinkProps) {
  const label = children ?? menu.col1;
  const slug = menu.col2.trim();
  if (/^https?:\/\//i.test(slug)) {
    return (
      <a className={className} href={slug} target="_blank" rel="noopener">
        {label}
        <NewTabNote />
      </a>
    );
  }
  const to = '/' + slug.replace(/^\/+/, '');
  const newTab = NEW_TAB_SLUGS.has(pageKey(slug));
  return (
    <NavLink
      className={className}
      to={to}
      end
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener' : undefined}
    >
      {label}
      {newTab && <NewTabNote />}
    </NavLink>
  );
}
