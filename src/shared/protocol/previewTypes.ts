/** The answer of getMemberPreview (previewCalls.ts): a member's page before an interest is accepted. */
import type { Preferences } from '../domain/preferences';
import type { ListingItem } from './types';

/**
 * Where the pair's request stands, in words (the request machine reads the same from req_status
 * and req_rec_status): none, sent (the caller's, pending), received (the member's, pending),
 * accepted, declined (either way) or expired.
 */
export type PreviewRequestState =
  'none' | 'sent' | 'received' | 'accepted' | 'declined' | 'expired';

/**
 * The family without anyone's name, number or address: occupations, the family's income band and
 * whether there are brothers and sisters. The free-text "about the brothers/sisters" is left out:
 * members write names and numbers in it.
 */
export const PREVIEW_FAMILY_FIELDS = [
  'father_occup',
  'mother_occup',
  'family_anum',
  'brother_status',
  'sister_status',
] as const;
export type PreviewFamily = Record<(typeof PREVIEW_FAMILY_FIELDS)[number], string>;

/**
 * A listing item (the same allow-list, request fields and photo rule as search cards) with the
 * family summary, about me and partner preferences whole ('' when not said), and the request state.
 * Never contacts, address, date, time or place of birth, reference persons or gallery photos.
 */
export type MemberPreview = Omit<ListingItem, 'about_me_line'> &
  PreviewFamily &
  Preferences & {
    request_state: PreviewRequestState;
    /** How many more new profiles may be opened today; only when few are left. */
    views_left?: number;
  };
