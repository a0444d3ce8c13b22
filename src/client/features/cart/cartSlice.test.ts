import { QUANTITY_MIN } from '../../../shared/domain/constants';
import {
  cartSlice,
  initialCartState,
  itemAdded,
  itemRemoved,
  movedToCart,
  movedToWishlist,
  quantityDecreased,
  quantityIncreased,
  selectCartTotal,
  type CartState,
  type NewCartItem,
} from './cartSlice';
import { loggedOut } from '../../entities/session/sessionSlice';
import { loadCart, saveCart } from './cartStorage';
import { memoryStorage } from '../../app/memoryStorage';

const reduce = cartSlice.reducer;

const ghee: NewCartItem = {
  item_name: 'Desi Ghee 1 kg',
  item_code: 'GHEE-1',
  item_rate: 650,
  company_name: 'Samaj Dairy',
  item_rf_id: '11',
  img_c: 'site/ghee.jpg',
  pre_cost: 700,
  offer_per: 7,
  enc_tmp_id: 'MTE=',
};

const withGhee = (): CartState => reduce(initialCartState, itemAdded(ghee));

describe('cart', () => {
  it('adds an item with quantity 1 and amount = rate × quantity', () => {
    const state = withGhee();
    expect(state.cart).toEqual([{ ...ghee, item_quantity: 1, amount: 650 }]);
  });

  it('adding the same item again raises its quantity instead of listing it twice', () => {
    const state = reduce(withGhee(), itemAdded({ ...ghee, item_quantity: 2 }));
    expect(state.cart).toHaveLength(1);
    expect(state.cart[0]).toMatchObject({ item_quantity: 3, amount: 1950 });
  });

  it('steps the quantity up by 1 and keeps the amount in line', () => {
    const state = reduce(
      reduce(withGhee(), quantityIncreased('GHEE-1')),
      quantityIncreased('GHEE-1'),
    );
    expect(state.cart[0]).toMatchObject({ item_quantity: 3, amount: 1950 });
  });

  it('steps the quantity down to a minimum of 1, never to 0', () => {
    let state = reduce(withGhee(), quantityIncreased('GHEE-1'));
    state = reduce(state, quantityDecreased('GHEE-1'));
    expect(state.cart[0]).toMatchObject({ item_quantity: 1, amount: 650 });
    state = reduce(state, quantityDecreased('GHEE-1'));
    expect(state.cart[0]).toMatchObject({ item_quantity: QUANTITY_MIN, amount: 650 });
  });

  it('removes an item only when asked to', () => {
    expect(reduce(withGhee(), itemRemoved('GHEE-1')).cart).toEqual([]);
  });

  it('moves an item to the wishlist and back', () => {
    let state = reduce(withGhee(), movedToWishlist('GHEE-1'));
    expect(state.cart).toEqual([]);
    expect(state.wishlist.map((i) => i.item_code)).toEqual(['GHEE-1']);
    state = reduce(state, movedToCart('GHEE-1'));
    expect(state.wishlist).toEqual([]);
    expect(state.cart[0]).toMatchObject({ item_code: 'GHEE-1', item_quantity: 1, amount: 650 });
  });

  it('totals the amounts', () => {
    const state = reduce(
      reduce(withGhee(), itemAdded({ ...ghee, item_code: 'GHEE-5', item_rate: 3000 })),
      quantityIncreased('GHEE-1'),
    );
    expect(selectCartTotal({ cart: state })).toBe(4300);
  });

  it('is emptied by logout, which clears local storage', () => {
    expect(reduce(withGhee(), loggedOut())).toEqual(initialCartState);
  });

  it('reads back what it stored, recomputing amounts and dropping damaged entries', () => {
    const storage = memoryStorage();
    saveCart(storage, withGhee());
    expect(loadCart(storage)).toEqual(withGhee());

    const tampered = { cart: [{ ...withGhee().cart[0], amount: 1, item_quantity: 0 }, { x: 1 }] };
    storage.setItem('cart', JSON.stringify(tampered));
    expect(loadCart(storage).cart).toEqual([{ ...ghee, item_quantity: 1, amount: 650 }]);

    storage.setItem('cart', '{broken');
    expect(loadCart(storage)).toEqual(initialCartState);
  });
});
