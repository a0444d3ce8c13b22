import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { QUANTITY_MIN, QUANTITY_STEP } from '../../../shared/domain/constants';
import { loggedOut } from '../../entities/session';
import { safetyApi } from '../../entities/safety';
import { wishlistItemOf } from './shortlistWishlist';

/**
 * Requirements §3's local cart and wishlist item. The site inherited this from a shop template: the state
 * and its rules are kept, no shop screens are shown.
 */
export interface CartItem {
  item_name: string;
  item_code: string;
  item_rate: number;
  item_quantity: number;
  /** Always item_rate × item_quantity; the reducer keeps it so. */
  amount: number;
  company_name: string;
  item_rf_id: string;
  img_c: string;
  pre_cost: number;
  offer_per: number;
  enc_tmp_id: string;
}

export type NewCartItem = Omit<CartItem, 'amount' | 'item_quantity'> & { item_quantity?: number };

export interface CartState {
  cart: CartItem[];
  wishlist: CartItem[];
}

export const initialCartState: CartState = { cart: [], wishlist: [] };

const withQuantity = (item: CartItem, quantity: number): CartItem => {
  const q = Math.max(QUANTITY_MIN, Math.floor(quantity));
  return { ...item, item_quantity: q, amount: item.item_rate * q };
};

const byCode = (code: string) => (i: CartItem) => i.item_code === code;

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    itemAdded(state, { payload }: PayloadAction<NewCartItem>) {
      const existing = state.cart.findIndex(byCode(payload.item_code));
      const adding = payload.item_quantity ?? QUANTITY_MIN;
      if (existing >= 0) {
        const item = state.cart[existing];
        state.cart[existing] = withQuantity(item, item.item_quantity + adding);
      } else {
        state.cart.push(withQuantity({ ...payload, item_quantity: adding, amount: 0 }, adding));
      }
    },
    quantityIncreased(state, { payload: code }: PayloadAction<string>) {
      const i = state.cart.findIndex(byCode(code));
      if (i >= 0)
        state.cart[i] = withQuantity(state.cart[i], state.cart[i].item_quantity + QUANTITY_STEP);
    },
    /** Requirements §4: steps down to a minimum of 1; removing is a separate action. */
    quantityDecreased(state, { payload: code }: PayloadAction<string>) {
      const i = state.cart.findIndex(byCode(code));
      if (i >= 0)
        state.cart[i] = withQuantity(state.cart[i], state.cart[i].item_quantity - QUANTITY_STEP);
    },
    itemRemoved(state, { payload: code }: PayloadAction<string>) {
      state.cart = state.cart.filter((i) => !byCode(code)(i));
    },
    movedToWishlist(state, { payload: code }: PayloadAction<string>) {
      const item = state.cart.find(byCode(code));
      if (!item) return;
      state.cart = state.cart.filter((i) => !byCode(code)(i));
      if (!state.wishlist.some(byCode(code))) state.wishlist.push(item);
    },
    movedToCart(state, { payload: code }: PayloadAction<string>) {
      const item = state.wishlist.find(byCode(code));
      if (!item) return;
      state.wishlist = state.wishlist.filter((i) => !byCode(code)(i));
      const existing = state.cart.findIndex(byCode(code));
      if (existing >= 0) {
        const inCart = state.cart[existing];
        state.cart[existing] = withQuantity(inCart, inCart.item_quantity + item.item_quantity);
      } else {
        state.cart.push(withQuantity(item, item.item_quantity));
      }
    },
    wishlistItemRemoved(state, { payload: code }: PayloadAction<string>) {
      state.wishlist = state.wishlist.filter((i) => !byCode(code)(i));
    },
    cartEmptied(state) {
      state.cart = [];
    },
  },
  extraReducers: (builder) => {
    // Logout clears all local storage (requirements §4), the stored cart with it.
    builder.addCase(loggedOut, () => initialCartState);
    // The shortlist: the server's list replaces the wishlist; a toggle shows at once (pending)
    // and the list it invalidates corrects it.
    const { getShortlistMembers, addShortlistMember, removeShortlistMember } = safetyApi.endpoints;
    builder.addMatcher(getShortlistMembers.matchFulfilled, (state, { payload }) => {
      state.wishlist = payload.map(wishlistItemOf);
    });
    builder.addMatcher(addShortlistMember.matchPending, (state, { meta }) => {
      const id = meta.arg.originalArgs.req_acc_infoid;
      if (!state.wishlist.some(byCode(id)))
        state.wishlist.push(wishlistItemOf({ account_info_id: id, mem_name: '' }));
    });
    builder.addMatcher(removeShortlistMember.matchPending, (state, { meta }) => {
      state.wishlist = state.wishlist.filter(
        (i) => !byCode(meta.arg.originalArgs.req_acc_infoid)(i),
      );
    });
  },
  selectors: {
    selectCartItems: (state) => state.cart,
    selectWishlistItems: (state) => state.wishlist,
    /** Whether a member (account_info_id) is on the shortlist the wishlist holds. */
    selectIsShortlisted: (state, id: string) => state.wishlist.some(byCode(id)),
    selectCartCount: (state) => state.cart.reduce((n, i) => n + i.item_quantity, 0),
    selectCartTotal: (state) => state.cart.reduce((sum, i) => sum + i.amount, 0),
  },
});

export const {
  itemAdded,
  quantityIncreased,
  quantityDecreased,
  itemRemoved,
  movedToWishlist,
  movedToCart,
  wishlistItemRemoved,
  cartEmptied,
} = cartSlice.actions;
export const {
  selectCartItems,
  selectWishlistItems,
  selectIsShortlisted,
  selectCartCount,
  selectCartTotal,
} = cartSlice.selectors;
