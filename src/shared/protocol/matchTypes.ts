/** Answers of the matches calls (matchCalls.ts) and the profile's preference fields. */
import type { ListingItem } from './types';

/** getMatches: up to 20 listing items, newest verified first. */
export interface MatchesAnswer {
  members: ListingItem[];
  /** Whether the caller has set any partner preference (the empty state's words depend on it). */
  has_preferences: boolean;
  /** How many more new members may be listed today; only when few are left. */
  views_left?: number;
}
