import { QUANTITY_MIN } from '../../../shared/domain/constants';
import { initialCartState, type CartItem, type CartState } from './cartSlice';

export const CART_KEY = 'cart';

const NUMBER_FIELDS = ['item_rate', 'item_quantity', 'amount', 'pre_cost', 'offer_per'] as const;
const TEXT_FIELDS = [
  'item_name',
  'item_code',
  'company_name',
  'item_rf_id',
  'img_c',
  'enc_tmp_id',
] as const;

const isItem = (v: unknown): v is CartItem =>
  typeof v === 'object' &&
  v !== null &&
  NUMBER_FIELDS.every((f) => Number.isFinite((v as Record<string, unknown>)[f])) &&
  TEXT_FIELDS.every((f) => typeof (v as Record<string, unknown>)[f] === 'string');

// The stored amount is not trusted either: it is recomputed from rate and quantity.
const normalise = (item: CartItem): CartItem => {
  const item_quantity = Math.max(QUANTITY_MIN, Math.floor(item.item_quantity));
  return { ...item, item_quantity, amount: item.item_rate * item_quantity };
};

/** Whatever was stored is checked item by item; a damaged entry is dropped, not trusted. */
export function loadCart(storage: Storage): CartState {
  try {
    const raw: unknown = JSON.parse(storage.getItem(CART_KEY) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return initialCartState;
    const { cart, wishlist } = raw as Record<string, unknown>;
    return {
      cart: Array.isArray(cart) ? cart.filter(isItem).map(normalise) : [],
      wishlist: Array.isArray(wishlist) ? wishlist.filter(isItem).map(normalise) : [],
    };
  } catch {
    return initialCartState;
  }
}

export function saveCart(storage: Storage, state: CartState): void {
  storage.setItem(CART_KEY, JSON.stringify(state));
}
