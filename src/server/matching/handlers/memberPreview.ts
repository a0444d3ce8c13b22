import type { MemberPreview, PreviewRequestState } from '../../../shared/protocol/previewTypes';
import { findPreferences } from '../../accounts';
import type { MemberHandler } from '../../api/handler';
import { answer, fail } from '../../api/outcome';
import { findPause } from '../../pause';
import { decodeId } from '../ids';
import { listingExtras, type Relation } from '../listing';
import { MATCHING_MESSAGES as M } from '../messages';
import { chargeViews, viewsLeftField } from '../views';
import { findPreviewRow } from '../repositories/preview';
import { searcherOf } from '../searcher';

/** The pair's request in words, from the sides the listing reads (a sent one wins, as there). */
function requestStateOf({ req_status, req_rec_status }: Relation): PreviewRequestState {
  const status = req_status ?? req_rec_status;
  if (status === 'Pending') return req_status ? 'sent' : 'received';
  if (status === 'Accepted') return 'accepted';
  if (status === 'Rejected') return 'declined';
  if (status === 'Expired') return 'expired';
  return 'none';
}

/**
 * A member's page before an interest (issue #15 item 3): what a search card shows, with about me,
 * partner preferences and a family summary. Who may be previewed is search's rule
 * (findPreviewRow), with one difference: a paused member stays previewable by a member she
 * already has a request with, because a pause keeps the requests already made (requirements
 * §6.6) and Interested Members still lists them. Every refusal has View Profile's words, so
 * nothing tells a blocked, suspended or unknown member apart.
 *
 * Quota: a preview is charged as a full profile opened ('profile', PROFILE_LIMIT_PER_DAY), not as
 * a listing. It tells much more than a card (about me whole, preferences, family), so a script
 * must not walk previews under the larger listing allowance; and as the charge is per member a
 * day, opening her full profile after acceptance the same day costs nothing more.
 */
export const getMemberPreview: MemberHandler<'getMemberPreview'> = async (
  { req_acc_infoid },
  ctx,
) => {
  const other = decodeId(req_acc_infoid);
  const me = searcherOf(ctx.member);
  if (other === null) return fail(M.profileNotAvailable);
  const row = await findPreviewRow(ctx.db, me, other);
  if (!row) return fail(M.profileNotAvailable);
  const now = ctx.now();
  // The request fields and the photo come from the listing's own code: the same signed-URL rule.
  const { item } = await listingExtras({ db: ctx.db, photos: ctx.photos, now, viewerId: me.id }, [
    row.id,
  ]);
  const { item: listed, relation } = item(row);
  if (relation.req_count === 0 && (await findPause(ctx.db, row.id, now))) {
    return fail(M.profileNotAvailable);
  }
  // Charged once the preview is really shown: refusals reveal nothing and cost nothing.
  const charge = await chargeViews(
    ctx.db,
    me.id,
    'profile',
    [row.id],
    ctx.limits.profilesPerDay,
    now,
  );
  if (!charge.ok) return fail(M.profileLimit);
  const prefs = await findPreferences(ctx.db, row.id);
  const { about_me_line: _line, ...card } = listed;
  const preview: MemberPreview = {
    ...card,
    father_occup: row.father_occup,
    mother_occup: row.mother_occup,
    family_anum: row.family_anum,
    brother_status: row.brother_status,
    sister_status: row.sister_status,
    // about_me and the pref_* fields: findPreferences builds them field by field, nothing else.
    ...prefs,
    request_state: requestStateOf(relation),
    ...viewsLeftField('profile', charge),
  };
  return answer(preview);
};
