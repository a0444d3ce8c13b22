import type { RouteObject } from 'react-router-dom';
import {
  CATEGORY_PAGES,
  CONSOLE_ROUTE,
  DETAIL_ROUTES,
  FIXED_PAGES,
  MEMBER_ROUTE,
} from '../../shared/domain/siteRoutes';
import { appRoutes } from './routes';

function paths(routes: RouteObject[]): string[] {
  return routes.flatMap((r) => [...(r.path ? [r.path] : []), ...paths(r.children ?? [])]);
}

/**
 * The server answers 404 for addresses the SPA has no screen for (static/pageStatus.ts); it
 * knows the fixed screens from the shared list, which must name every route of the router.
 */
describe('the shared route list and the router', () => {
  const known = new Set([
    '/',
    '*',
    ...FIXED_PAGES,
    ...CATEGORY_PAGES,
    ...CATEGORY_PAGES.map((c) => `${c}/:name`),
    ...Object.keys(DETAIL_ROUTES).map((first) => `${first}/:name`),
    'read_now/:title',
    `${MEMBER_ROUTE}/:id`,
    `/${CONSOLE_ROUTE}/*`,
  ]);

  it('every route of the router is known to the server', () => {
    const unknown = paths(appRoutes).filter((p) => !known.has(p));
    expect(unknown).toEqual([]);
  });

  it('every fixed page of the list is a route of the router', () => {
    const routes = new Set(paths(appRoutes));
    expect([...FIXED_PAGES, ...CATEGORY_PAGES].filter((p) => !routes.has(p))).toEqual([]);
  });
});
