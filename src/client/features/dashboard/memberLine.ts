import type { ListingItem } from '../../../shared/protocol/types';
import type { Translate } from '../../entities/language';

/** "28 years, Ajmer": the age and city of a listed member, what is known of them. */
export const ageAndCity = (t: Translate, item: ListingItem) =>
  [item.age === null ? '' : t('card.years', { age: item.age }), item.city_nm]
    .filter(Boolean)
    .join(', ');
