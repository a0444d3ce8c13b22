import type { RouteObject } from 'react-router-dom';
import type { FakeAnswers } from '../../test/fakeTransport';
import { renderWithProviders, type ProviderOptions } from '../../test/render';
import { memberSession, profileAnswer } from '../account/memberTestUtils';
import { InterestedMembersPage } from './InterestedMembersPage';
import { MemberProfilePage } from './MemberProfilePage';
import { SearchMatchingPage } from './SearchMatchingPage';

/** The members screens, as the app mounts them, minus the shell. */
export const memberRoutes: RouteObject[] = [
  { path: '/search_matching', element: <SearchMatchingPage /> },
  { path: '/intrested_member', element: <InterestedMembersPage /> },
  { path: '/member/:id', element: <MemberProfilePage /> },
];

/** Rohan, logged in: the page-load check of his login is answered. */
export function renderAsMember(
  ui: Parameters<typeof renderWithProviders>[0],
  { answers, ...options }: ProviderOptions & { answers?: FakeAnswers } = {},
) {
  return renderWithProviders(ui, {
    preloadedState: { session: memberSession },
    answers: { getMyProfile: profileAnswer(), ...answers },
    ...options,
  });
}

export const renderMemberRoute = (route: string, answers: FakeAnswers = {}) =>
  renderAsMember(memberRoutes, { route, answers });
