import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import type { Transport } from '../api/transport';
import { createAppListeners, type Storages } from './listeners';
import { browserStorages } from './persist';
import { rootReducer, type RootState } from './rootReducer';

export interface MakeStoreOptions {
  transport: Transport;
  preloadedState?: Partial<RootState>;
  storages?: Storages;
}

export function makeStore({ transport, preloadedState, storages }: MakeStoreOptions) {
  const extra = { transport };
  const listeners = createAppListeners(extra, storages ?? browserStorages());
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    devTools: process.env.NODE_ENV === 'development',
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
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
