import {
  createListenerMiddleware,
  type ThunkDispatch,
  type TypedStartListening,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { registerAuthListener } from '../features/auth/authListener';
import { saveCart } from '../features/cart/cartStorage';
import { POPUP_DISMISSED_KEY, launchPopupDismissed } from '../features/layout/layoutSlice';
import { registerRequestListeners } from '../features/requests/requestListener';
import type { AppExtra } from '../entities/session/navigation';
import { registerSessionListeners } from '../entities/session/sessionListeners';
import { registerLanguageListeners } from '../entities/language/languageListeners';
import type { RootState } from './rootReducer';

export type AppListenerDispatch = ThunkDispatch<RootState, AppExtra, UnknownAction>;
export type AppStartListening = TypedStartListening<RootState, AppListenerDispatch, AppExtra>;

export interface Storages {
  local: Storage;
  session: Storage;
}

/** Side effects that follow state changes: persistence, the session's life, the login flow. */
export function createAppListeners(extra: AppExtra, storages: Storages) {
  const listeners = createListenerMiddleware({ extra });
  const startListening: AppStartListening = listeners.startListening.withTypes<
    RootState,
    AppListenerDispatch,
    AppExtra
  >();

  startListening({
    predicate: (_action, current, previous) => current.cart !== previous.cart,
    effect: (_action, api) => saveCart(storages.local, api.getState().cart),
  });

  registerSessionListeners(startListening, storages);
  registerLanguageListeners(startListening, storages);
  registerAuthListener(startListening);
  registerRequestListeners(startListening);

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
