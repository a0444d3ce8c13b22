// Public face of blocks, reports and the shortlist's calls (the safety screens and the cart's
// wishlist, which holds the shortlist, read these).
export {
  blockSettled,
  safetyApi,
  useAddShortlistMemberMutation,
  useBlockMemberMutation,
  useGetBlockedMembersQuery,
  useGetShortlistMembersQuery,
  useRemoveShortlistMemberMutation,
  useReportMemberMutation,
  useUnblockMemberMutation,
} from './safetyApi';
