// The members area's route screens, loaded as one chunk by the app's routes.
export { SearchMatchingPage } from './SearchMatchingPage';
export { InterestedMembersPage } from './InterestedMembersPage';
export { MemberProfilePage } from './MemberProfilePage';
export { ShortlistPage } from './ShortlistPage';
