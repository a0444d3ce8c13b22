import { startTransition } from 'react';
import './app/global.css';
import './app/fonts.css';
import { browserStorages } from './app/browserStorages';
import { afterNextPaint, yieldToBrowser } from './app/yieldToBrowser';

// The start-up runs in steps, each its own task (issue #19 item 3: no task over 50 ms while the
// home page starts). The modules are all in this chunk ("eager": no request), but a module runs
// only when it is first imported, so the dynamic imports below spread the first run of the
// bundle's modules over the steps: imported statically, they all ran in the script's own task,
// 70–110 ms on the desktop preset before start() began. webpackExports names what each step uses,
// so the rest of a module's exports can still be left out of the bundle as with a static import.

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
  // Step 1, once the server's page is painted (afterNextPaint): web storage (its first read is a
  // synchronous load of 10–15 ms in Chromium).
  await afterNextPaint();
  const storages = browserStorages();
  await yieldToBrowser();
  // Step 2: the store's libraries: Redux Toolkit, then RTK Query with its React hooks, then the
  // one API its endpoints are injected into (one step of 22–50 ms together, three apart).
  await import(
    /* webpackMode: "eager", webpackExports: ["configureStore"] */ './app/startup/reduxToolkit'
  );
  await yieldToBrowser();
  await import(
    /* webpackMode: "eager", webpackExports: ["buildCreateApi"] */ './app/startup/rtkQuery'
  );
  await yieldToBrowser();
  await import(/* webpackMode: "eager", webpackExports: ["baseApi"] */ './api/baseApi');
  await yieldToBrowser();
  // Step 3: the stored login, cart and language.
  const { loadPersistedState } = await import(
    /* webpackMode: "eager", webpackExports: ["loadPersistedState"] */ './app/persist'
  );
  const preloadedState = loadPersistedState(storages);
  await yieldToBrowser();
  // Step 4: the language and the store.
  const [{ loadCatalogue, applyDocumentLanguage }, { makeStore }, { fetchTransport }] =
    await Promise.all([
      import(
        /* webpackMode: "eager", webpackExports: ["loadCatalogue", "applyDocumentLanguage"] */ './entities/language'
      ),
      import(/* webpackMode: "eager", webpackExports: ["makeStore"] */ './app/store'),
      import(/* webpackMode: "eager", webpackExports: ["fetchTransport"] */ './api/fetchTransport'),
    ]);
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
  await yieldToBrowser();
  // Step 5: the settings and answers the server wrote into the page.
  const [{ readServerAnswers, serverAnswersHydrated }, { seedSiteSettings }] = await Promise.all([
    import(
      /* webpackMode: "eager", webpackExports: ["readServerAnswers", "serverAnswersHydrated"] */ './api/serverAnswers'
    ),
    import(/* webpackMode: "eager", webpackExports: ["seedSiteSettings"] */ './entities/settings'),
  ]);
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
  await yieldToBrowser();
  // Step 6: the routes.
  const { createAppRouter } = await import(
    /* webpackMode: "eager", webpackExports: ["createAppRouter"] */ './app/router'
  );
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
  // Step 7: React and the app's frame, then the first render (or hydration).
  const [{ createRoot, hydrateRoot }, { AppRoot }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react-dom/client'),
    import(/* webpackMode: "eager", webpackExports: ["AppRoot"] */ './app/AppRoot'),
  ]);
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
