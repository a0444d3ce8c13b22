// The safety domain's public face (issue #14 items 5, 6, 8): blocks, reports and the shortlist.
// Matching reads blocks itself (matching/repositories/blocks.ts); the team's reports queue is
// dispatched by the staff domain, which reads reports through this file.
export { blockMember, getBlockedMembers, unblockMember } from './handlers/blocks';
export { reportMember } from './handlers/report';
export {
  addShortlistMember,
  getShortlistMembers,
  removeShortlistMember,
} from './handlers/shortlist';
export {
  closeReport,
  countOpenReports,
  countReportsOf,
  findOpenReport,
  listClosedReports,
  listOpenReports,
} from './repositories/reports';
export { SAFETY_MESSAGES } from './messages';
