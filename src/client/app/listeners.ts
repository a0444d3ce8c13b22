import { createListenerMiddleware, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import type { ThunkExtra } from '../api/transport';
import { saveCart } from '../features/cart/cartStorage';
import { contentApi } from '../features/content/contentApi';
import { accountApi } from '../features/session/accountApi';
import { POPUP_DISMISSED_KEY, launchPopupDismissed } from '../features/layout/layoutSlice';
import { expired, loggedIn, loggedOut } from '../features/session/sessionSlice';
import { saveSession } from '../features/session/sessionStorage';
import type { RootState } from './rootReducer';

type AppListenerDispatch = ThunkDispatch<RootState, ThunkExtra, UnknownAction>;

export interface Storages {
  local: Storage;
  session: Storage;
}

/** Side effects that follow state changes: persistence, and ending a session the service forgot. */
export function createAppListeners(extra: ThunkExtra, storages: Storages) {
  const listeners = createListenerMiddleware({ extra });
  const startListening = listeners.startListening.withTypes<
    RootState,
    AppListenerDispatch,
    ThunkExtra
  >();

  startListening({
    predicate: (_action, current, previous) => current.cart !== previous.cart,
    effect: (_action, api) => saveCart(storages.local, api.getState().cart),
  });

  startListening({
    actionCreator: loggedIn,
    effect: (_action, api) => saveSession(storages.local, api.getState().session),
  });

  // Seed §4: logout clears all local storage. The service is told too, so that the token stops
  // working at once; the screen does not wait for that answer.
  startListening({
    actionCreator: loggedOut,
    effect: (_action, api) => {
      const token = api.getOriginalState().session.token;
      storages.local.clear();
      if (token) void api.dispatch(accountApi.endpoints.logout.initiate({ local_token: token }));
    },
  });

  startListening({
    actionCreator: expired,
    effect: (_action, api) => saveSession(storages.local, api.getState().session),
  });

  // Seed §4: logged in is decided by the member record fetched at page load. A token the
  // service answered with no user has expired.
  startListening({
    matcher: contentApi.endpoints.getAccessToken.matchFulfilled,
    effect: (action, api) => {
      const sentToken = action.meta.arg.originalArgs?.local_token;
      if (sentToken && !action.payload.user && api.getState().session.token === sentToken) {
        api.dispatch(expired());
      }
    },
  });

  startListening({
    actionCreator: launchPopupDismissed,
    effect: () => {
      try {
        storages.session.setItem(POPUP_DISMISSED_KEY, '1');
      } catch {
        // Storage may be full or blocked; the popup then stays closed for this page view only.
      }
    },
  });

  return listeners;
}
