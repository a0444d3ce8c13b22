/**
 * A member's page before an interest (issue #15 item 3), spread into the protocol registry
 * (registry.ts) with one line. The full biodata stays getMemberProfile's, for accepted pairs.
 */
import type { CallSpec } from './registry';
import type { MemberPreview } from './previewTypes';

const previewCall = <Req extends Record<string, string>, Res>(spec: CallSpec<Req, Res>) => spec;

type Fields<K extends string> = Record<K, string>;
type Token = { local_token: string };

export const previewCalls = {
  getMemberPreview: previewCall<Token & Fields<'req_acc_infoid'>, MemberPreview>({
    access: 'member',
    kind: 'data',
    answer:
      "MemberPreview: the listing item's fields (pro_pic only as search shows it), father_occup, mother_occup, family_anum, brother_status, sister_status, about_me and the pref_* partner preferences, request_state (none, sent, received, accepted, declined or expired), views_left when few are left; 0 'This profile is not available.' for oneself, a member of the same gender, one not verified or suspended, a block either way, or a paused member with no request between the two; 0 past the daily limit of profiles opened",
    onlyCms: false,
    required: ['local_token', 'req_acc_infoid'],
    optional: [],
    summary:
      "A member's page before an interest is accepted: what search shows of her, with about me, partner preferences and a family summary without names, numbers or address; never the contacts or the gallery. Counts towards the daily limit of profiles opened (PROFILE_LIMIT_PER_DAY) like View Profile, once a day per member.",
    example: { local_token: '…', req_acc_infoid: 'MTI=' },
  }),
} as const;

/** The member calls by name (the server's MEMBER_CALLS reads these). */
export const PREVIEW_MEMBER_CALLS = [
  'getMemberPreview',
] as const satisfies readonly (keyof typeof previewCalls)[];
