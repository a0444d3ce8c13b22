import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { AppStore } from './store';

interface AppRootProps {
  store: AppStore;
  /** The browser's router, or on the server the static router of one address. */
  router: ReturnType<typeof createBrowserRouter>;
  /** The QA panel of development and QA builds. */
  extra?: ReactNode;
}

/**
 * The app's root, one for the browser (main.tsx) and the server's page writer (src/client/ssr):
 * hydration needs the same tree on both sides, down to the number of children, or useId's ids
 * (labels, menus) differ.
 */
export function AppRoot({ store, router, extra }: AppRootProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
        {extra}
      </Provider>
    </StrictMode>
  );
}
