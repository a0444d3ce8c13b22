import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import type { Transport } from '../api/transport';
import { sanitizeForDevTools } from '../features/session/devToolsSanitize';
import { createNavigation, type AppExtra } from '../features/session/navigation';
import { sessionRestored } from '../features/session/sessionSlice';
import { createAppListeners, type Storages } from './listeners';
import { browserStorages } from './persist';
import { rootReducer, type RootState } from './rootReducer';

export interface MakeStoreOptions {
  transport: Transport;
  preloadedState?: Partial<RootState>;
  storages?: Storages;
}

export function makeStore({ transport, preloadedState, storages }: MakeStoreOptions) {
  const extra: AppExtra = { transport, navigation: createNavigation() };
  const listeners = createAppListeners(extra, storages ?? browserStorages());
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    // Passwords travel in a few actions and call arguments; DevTools shows them masked.
    devTools: process.env.NODE_ENV === 'development' && sanitizeForDevTools,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: extra },
        // On, as in every development build; the first checks of a cold start can be slow.
        serializableCheck: { warnAfter: 128 },
        immutableCheck: { warnAfter: 128 },
      })
        .prepend(listeners.middleware)
        .concat(baseApi.middleware),
  });
  // Seed §4: a stored login counts once the service has sent the member record back.
  const { session } = store.getState();
  if (session.token && session.userDS.length > 0) store.dispatch(sessionRestored());
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
