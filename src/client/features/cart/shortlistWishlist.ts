import type { ListingItem } from '../../../shared/protocol/types';
import type { CartItem } from './cartSlice';

/**
 * The shortlist (issue #14 item 8) lives in the seed's wishlist (requirements §3.7): the server
 * keeps it, getShortlistMembers feeds it, and a wishlist item stands for one member, keyed by
 * account_info_id. The shop fields a member does not have stay empty or zero.
 */
export const wishlistItemOf = (
  m: Pick<ListingItem, 'account_info_id' | 'mem_name'> &
    Partial<Pick<ListingItem, 'mem_no' | 'city_nm' | 'pro_pic'>>,
): CartItem => ({
  item_name: m.mem_name,
  item_code: m.account_info_id,
  item_rate: 0,
  item_quantity: 1,
  amount: 0,
  company_name: m.city_nm ?? '',
  item_rf_id: m.mem_no ?? '',
  img_c: m.pro_pic ?? '',
  pre_cost: 0,
  offer_per: 0,
  enc_tmp_id: m.account_info_id,
});
