import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { fetchTransport } from './api/fetchTransport';
import { readServerAnswers, serverAnswersHydrated } from './api/serverAnswers';
import './app/global.css';
import './app/fonts.css';
import { browserStorages, loadPersistedState } from './app/persist';
import { applyDocumentLanguage, loadCatalogue } from './entities/language';
import { AppRoot } from './app/AppRoot';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';
import { yieldToBrowser } from './app/yieldToBrowser';
import { seedSiteSettings } from './entities/settings';

async function start() {
  // Development and QA builds only: the condition is a build-time constant, so the production
  // bundle has neither the QA chunk nor this await.
  const qa =
    process.env.NODE_ENV === 'development' || process.env.QA_BUILD === 'true'
      ? await import(/* webpackChunkName: "qa" */ './features/qa/boot')
      : null;
  const recorder = qa?.createAppRecorder();

  // The language the server wrote the page in, read before the page is set to the visitor's.
  const written = document.documentElement.lang || 'en';
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
  // A page the server wrote (issue #19 item 1) is taken over, not drawn again, when the browser
  // would draw the same: a visitor, in the language it was written in. A member's header differs
  // (and a chosen language may), so then the page is drawn afresh over it, as before.
  const answers = readServerAnswers(document);
  // QA builds draw afresh: their panel is part of the tree, and the server never draws it.
  const hydrate =
    !qa &&
    answers !== null &&
    !store.getState().session.token &&
    preloadedState.language?.shown === written;
  if (answers && hydrate) store.dispatch(serverAnswersHydrated(answers));
  // The store, the router and the first render are three steps, each its own task: together
  // they were one task of 100–250 ms on the home page (issue #19 item 3).
  await yieldToBrowser();
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

  await yieldToBrowser();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render into.');

  const app = (
    <AppRoot
      store={store}
      router={router}
      extra={
        qa &&
        recorder && (
          <qa.QaPanel
            recorder={recorder}
            router={router}
            openAtStart={qa.panelRequested(window.location.search)}
          />
        )
      }
    />
  );
  // Hydration as a transition is done in slices that yield to the browser every few milliseconds
  // (a plain hydrateRoot is one task as long as the whole page: 100–300 ms on the home page, issue
  // #19 item 3's no-long-task rule). The page is already drawn, so nothing waits for it to finish.
  if (hydrate) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
