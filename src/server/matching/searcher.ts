import type { SessionMember } from '../accounts';
import type { Searcher } from './repositories/search';

/**
 * The searcher's side of a search or a preview, from the session: the session's one query
 * already read these columns, so the member is not read again for them (issue #19 item 4).
 */
export const searcherOf = (member: SessionMember): Searcher => ({
  id: member.id,
  gender: member.gender,
  self_goutra: member.selfGoutra,
  mama_goutra: member.mamaGoutra,
});
