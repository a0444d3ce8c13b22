/**
 * Matches for you (issue #15 item 4), spread into the protocol registry (registry.ts) with one
 * line. The preferences themselves travel on getMyProfile and update_profile.
 */
import type { CallSpec } from './registry';
import type { MatchesAnswer } from './matchTypes';

const matchCall = <Req extends Record<string, string>, Res>(spec: CallSpec<Req, Res>) => spec;

type Token = { local_token: string };

export const matchCalls = {
  getMatches: matchCall<Token, MatchesAnswer>({
    access: 'member',
    kind: 'data',
    answer:
      'MatchesAnswer: { members: ListingItem[] (at most 20, newest verified first), has_preferences, views_left when few are left }; 0 past the daily limit of members listed',
    onlyCms: false,
    required: ['local_token'],
    optional: [],
    summary:
      "Matches for you: verified members of the opposite gender who fit the caller's partner preferences and whose preferences the caller fits (a preference not set fits everyone), less the members search leaves out (blocked either way, paused, suspended, of the same gotra) and those with a request either way. Counts towards the search's daily listing limit.",
    example: { local_token: '…' },
  }),
} as const;

/** The member calls by name (the server's MEMBER_CALLS reads these). */
export const MATCH_MEMBER_CALLS = [
  'getMatches',
] as const satisfies readonly (keyof typeof matchCalls)[];
