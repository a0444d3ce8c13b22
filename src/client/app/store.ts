import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import type { Transport } from '../api/transport';
import { sanitizeForDevTools } from '../entities/session/devToolsSanitize';
import { createNavigation, type AppExtra } from '../entities/session/navigation';
import { sessionRestored } from '../entities/session/sessionSlice';
import { languageChosen } from '../entities/language/languageSlice';
import { createAppListeners, type Storages } from './listeners';
import { browserStorages } from './browserStorages';
import { appReducer, type RootState } from './rootReducer';

export interface MakeStoreOptions {
  transport: Transport;
  preloadedState?: Partial<RootState>;
  storages?: Storages;
  /** QA recorder (development and QA builds): sees every action before anything else does. */
  recorder?: Middleware<object, RootState>;
}

export function makeStore({ transport, preloadedState, storages, recorder }: MakeStoreOptions) {
  const extra: AppExtra = { transport, navigation: createNavigation() };
  const listeners = createAppListeners(extra, storages ?? browserStorages());
  const record = recorder ?? passOn;
  const store = configureStore({
    reducer: appReducer,
    preloadedState,
    // Passwords travel in a few actions and call arguments; DevTools shows them masked.
    devTools:
      (process.env.NODE_ENV === 'development' || process.env.QA_BUILD === 'true') &&
      sanitizeForDevTools,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: extra },
        // On, as in every development build; the first checks of a cold start can be slow.
        serializableCheck: { warnAfter: 128 },
        immutableCheck: { warnAfter: 128 },
      })
        .prepend(listeners.middleware)
        .prepend(record)
        .concat(baseApi.middleware),
  });
  // Requirements §4: a stored login counts once the service has sent the member record back.
  const { session } = store.getState();
  if (session.token && session.userDS.length > 0) store.dispatch(sessionRestored());
  // Issue #18: a language chosen earlier (or the browser's) whose catalogue is not loaded yet.
  const { language } = store.getState();
  if (language.chosen !== language.shown) store.dispatch(languageChosen(language.chosen));
  return store;
}

/** Without a QA recorder every action just passes on. */
const passOn: Middleware<object, RootState> = () => (next) => (action) => next(action);

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
