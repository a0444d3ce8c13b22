// The matching domain's public face: what other server folders may use of it. Other domains import
// only this file, never the domain's handlers, repositories or helpers directly.
export { getMemberProfile } from './handlers/memberProfile';
export { getMemberPreview } from './handlers/memberPreview';
export {
  acceptRejFrdRequest,
  getFriendsMembers,
  sendMemberRequest,
  withdrawMemberRequest,
} from './handlers/requests';
export { getMembers } from './handlers/search';
export { getMatches } from './handlers/matches';
export { decodeId, encodeId } from './ids';
export { maySeePhoto } from './photoAccess';
export {
  addMemberRequest,
  countMemberRequests,
  listRequestsWithOther,
  withdrawPendingBetween,
} from './repositories/requests';
export { isBlockedPair } from './repositories/blocks';
export { countWaitingForAnswer } from './repositories/waitingForAnswer';
export { listingRowsByIds } from './repositories/listing';
export { toListing } from './listing';
export { pruneViews } from './repositories/views';
export { kolkataDay } from './views';
export { flushViews, setViewLedger, ViewLedger } from './viewLedger';
export { claimReminders, markExpiredRequests } from './repositories/lifecycle';
