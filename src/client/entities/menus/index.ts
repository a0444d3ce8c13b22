export { menusSlice, type MenusState } from './menusSlice';
export {
  selectRoles,
  selectMenusLoaded,
  selectVisibleMenus,
  selectMenus,
  selectTopMenus,
  selectMenuTree,
  selectMenuForPath,
  pageKey,
  type MenuNode,
} from './selectors';
