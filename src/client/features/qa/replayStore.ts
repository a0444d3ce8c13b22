import { configureStore } from '@reduxjs/toolkit';
import type { Transport } from '../../api/transport';
import { appReducer, type RootState } from '../../app/rootReducer';
import { injectedAuthSlice } from '../auth';
import { injectedRequestsSlice } from '../requests';
import { createNavigation, type AppExtra } from '../../entities/session';
// RTK Query's reducer needs each endpoint's definition: every feature's calls join the api here.
import '../../entities/contact';
import '../../entities/content';
import '../../entities/reference';
import '../../entities/members';
import '../../entities/siteSearch';
import '../../entities/account';
import '../../entities/session';

/** The slices that join the store late; a replay has them from the start. */
export const LAZY_SLICES = {
  auth: injectedAuthSlice,
  requests: injectedRequestsSlice,
} as const;

export class ReplayCalledService extends Error {
  override name = 'ReplayCalledService';
  constructor(path: string) {
    super(`A replay must not call the service, but something asked for ${path}.`);
  }
}

/** Every answer of a replay comes from the recorded actions: a call is a bug. */
export const refusingTransport: Transport = (path) => Promise.reject(new ReplayCalledService(path));

/**
 * A store for replaying: the app's reducer and RTK's serializable and immutability checks, but no
 * listeners and no RTK Query middleware, so that no recorded action starts an effect.
 */
export function makeReplayStore(initialState: Partial<RootState>) {
  const extra: AppExtra = { transport: refusingTransport, navigation: createNavigation() };
  return configureStore({
    reducer: appReducer,
    preloadedState: initialState,
    devTools: false,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: extra },
        serializableCheck: { warnAfter: 512 },
        immutableCheck: { warnAfter: 512 },
      }),
  });
}
