// Public face of the safety feature (issue #14 items 5, 6): the card and profile actions
// (Shortlist, Block, Report) and the blocked members screen.
export { SafetyActions, type SafetyTarget } from './SafetyActions';
export { BlockedMembersPage } from './BlockedMembersPage';
