import { loadCart } from '../features/cart/cartStorage';
import { loadLayout } from '../features/layout/layoutSlice';
import { loadSession } from '../entities/session/sessionStorage';
import { loadLanguage } from '../entities/language/languageStorage';
import type { Storages } from './listeners';
import type { RootState } from './rootReducer';

/**
 * What the store starts from: the stored login and cart, this visit's popup dismissal, and the
 * language (the stored choice, else the browser's).
 */
export const loadPersistedState = (storages: Storages): Partial<RootState> => ({
  session: loadSession(storages.local),
  cart: loadCart(storages.local),
  layout: loadLayout(storages.session),
  language: loadLanguage(storages.local, globalThis.navigator?.language),
});
