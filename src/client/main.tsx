import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { fetchTransport } from './api/fetchTransport';
import './app/global.css';
import { browserStorages, loadPersistedState } from './app/persist';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';

const storages = browserStorages();
const store = makeStore({
  transport: fetchTransport,
  preloadedState: loadPersistedState(storages),
  storages,
});
const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
