import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { fetchTransport } from './api/fetchTransport';
import './app/global.css';
import './app/fonts.css';
import { browserStorages, loadPersistedState } from './app/persist';
import { applyDocumentLanguage, loadCatalogue } from './entities/language';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';
import { seedSiteSettings } from './entities/settings';

async function start() {
  // Development and QA builds only: the condition is a build-time constant, so the production
  // bundle has neither the QA chunk nor this await.
  const qa =
    process.env.NODE_ENV === 'development' || process.env.QA_BUILD === 'true'
      ? await import(/* webpackChunkName: "qa" */ './features/qa/boot')
      : null;
  const recorder = qa?.createAppRecorder();

  const storages = browserStorages();
  const preloadedState = loadPersistedState(storages);
  // Hindi (chosen before, or the browser's): its catalogue first, so the first paint is in Hindi.
  const language = preloadedState.language;
  if (language && language.chosen !== 'en') {
    await loadCatalogue(language.chosen).then(
      () => (preloadedState.language = { ...language, shown: language.chosen }),
      () => undefined, // offline: English now, the store tries again
    );
  }
  applyDocumentLanguage(preloadedState.language?.shown ?? 'en');
  const store = makeStore({
    transport: qa ? qa.guardTransport(fetchTransport) : fetchTransport,
    preloadedState,
    storages,
    recorder: recorder?.middleware,
  });
  seedSiteSettings(store.dispatch, document);
  const router = createAppRouter();
  if (
    process.env.NODE_ENV === 'development' &&
    new URLSearchParams(location.search).has('inspect')
  ) {
    const { attachInspector } = await import(
      /* webpackChunkName: "inspect" */ './features/qa/inspect'
    );
    attachInspector(store);
  }

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render into.');

  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
        {qa && recorder && (
          <qa.QaPanel
            recorder={recorder}
            router={router}
            openAtStart={qa.panelRequested(window.location.search)}
          />
        )}
      </Provider>
    </StrictMode>,
  );
}

void start();
