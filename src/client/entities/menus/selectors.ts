import { createSelector } from '@reduxjs/toolkit';
import type { MenuRecord, Role } from '../../../shared/protocol/types';
import type { MenusState } from './menusSlice';

type WithMenus = { menus: MenusState };

export interface MenuNode extends MenuRecord {
  children: MenuNode[];
}

const VISITOR: Role[] = ['visitor'];

/** Someone the service gave no role to is a visitor. */
export const selectRoles = (state: WithMenus): Role[] =>
  state.menus.roles.length > 0 ? state.menus.roles : VISITOR;

export const selectMenusLoaded = (state: WithMenus) => state.menus.loaded;

/** Menu records the current roles may see (requirements §6: roles drive menu visibility). */
export const selectVisibleMenus = createSelector(
  [(state: WithMenus) => state.menus.menus, selectRoles],
  (menus, roles) => menus.filter((m) => m.roles.some((r) => roles.includes(r))),
);

export const selectMenus = createSelector([selectVisibleMenus], (menus) =>
  menus.filter((m) => m.col6 === 'menu'),
);

export const selectTopMenus = createSelector([selectVisibleMenus], (menus) =>
  menus.filter((m) => m.col6 === 'top_menu'),
);

/** The main menu as a tree; an entry whose parent is hidden is hidden with it. */
export const selectMenuTree = createSelector([selectMenus], (menus): MenuNode[] => {
  const nodes = new Map<number, MenuNode>(menus.map((m) => [m.id, { ...m, children: [] }]));
  const roots: MenuNode[] = [];
  for (const m of menus) {
    const node = nodes.get(m.id)!;
    if (m.parent_id === null) roots.push(node);
    else nodes.get(m.parent_id)?.children.push(node);
  }
  return roots;
});

/** A location path or a menu slug as one comparable key: no slashes around it, '' is home. */
export function pageKey(path: string): string {
  let key = path.split(/[?#]/)[0].replace(/^\/+|\/+$/g, '');
  try {
    key = decodeURIComponent(key);
  } catch {
    // A malformed escape is compared as written.
  }
  return key === '' ? 'home' : key;
}

/** Requirements §4: page title and meta come from the menu record whose slug matches the location. */
export const selectMenuForPath = createSelector(
  [selectVisibleMenus, (_state: WithMenus, path: string) => pageKey(path)],
  (menus, key) => menus.find((m) => pageKey(m.col2) === key) ?? null,
);
