import type { RouteObject } from 'react-router-dom';
import { dataAnswer } from '../../../shared/protocol/wire';
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

/** The state list the search's State filter offers (getStates). */
export const STATES = dataAnswer([{ name: 'Gujarat' }, { name: 'Rajasthan' }]);

/** Rohan, logged in: the page-load check of his login and the state list are answered. */
export function renderAsMember(
  ui: Parameters<typeof renderWithProviders>[0],
  { answers, ...options }: ProviderOptions & { answers?: FakeAnswers } = {},
) {
  return renderWithProviders(ui, {
    preloadedState: { session: memberSession },
    answers: { getMyProfile: profileAnswer(), getStates: STATES, ...answers },
    ...options,
  });
}

export const renderMemberRoute = (route: string, answers: FakeAnswers = {}) =>
  renderAsMember(memberRoutes, { route, answers });
