import type { ListingItem } from '../../../shared/protocol/types';

/** "28 years, Ajmer": the age and city of a listed member, what is known of them. */
export const ageAndCity = (item: ListingItem) =>
  [item.age === null ? '' : `${item.age} years`, item.city_nm].filter(Boolean).join(', ');
