import type { RouteObject } from 'react-router-dom';
import { renderWithProviders, type ProviderOptions } from '../../test/render';
import { LoginPage } from './LoginPage';

/** /login beside the pages a finished flow goes to, so that tests can see where it went. */
export const loginRoutes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/home', element: <h1>Home page</h1> },
  { path: '/dashboard', element: <h1>Dashboard page</h1> },
];

export function renderLogin(options: ProviderOptions = {}) {
  return renderWithProviders(loginRoutes, { route: '/login', ...options });
}

export const ROHAN_LOGIN = {
  user: { id: 7, first_name: 'Rohan', mem_no: btoa('1007') },
  roles: ['visitor', 'member'],
  local_token: 'tok-rohan',
};
