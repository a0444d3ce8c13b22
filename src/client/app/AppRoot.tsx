import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { UsedChunks } from '../components/usedChunks';
import type { AppStore } from './store';

interface AppRootProps {
  store: AppStore;
  /** The browser's router, or on the server the static router of one address. */
  router: ReturnType<typeof createBrowserRouter>;
  /** The QA panel of development and QA builds. */
  extra?: ReactNode;
  /** On the server: where the screens drawn note their chunks (components/usedChunks.ts). */
  usedChunks?: Set<string>;
}

/**
 * The app's root, one for the browser (main.tsx) and the server's page writer (src/client/ssr):
 * hydration needs the same tree on both sides, down to the number of children, or useId's ids
 * (labels, menus) differ.
 */
export function AppRoot({ store, router, extra, usedChunks }: AppRootProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <UsedChunks.Provider value={usedChunks ?? null}>
          <RouterProvider router={router} />
        </UsedChunks.Provider>
        {extra}
      </Provider>
    </StrictMode>
  );
}
