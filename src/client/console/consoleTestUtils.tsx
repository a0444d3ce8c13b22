import { screen } from '@testing-library/react';
import type { StaffMe } from '../../shared/protocol/staffTypes';
import type { StaffRole } from '../../shared/protocol/types';
import { dataAnswer } from '../../shared/protocol/wire';
import { renderWithProviders } from '../test/render';
import type { FakeAnswers } from '../test/fakeTransport';
import { ConsoleApp } from './ConsoleApp';

/** Test helpers of the console's screens: a real store, a fake service, a signed-in staff member. */
export const TOKEN = 'T'.repeat(43);

/** Renders the console at `route` and signs in with the given role through the sign-in screen. */
export async function signedInConsole(role: StaffRole, route: string, answers: FakeAnswers = {}) {
  const me: StaffMe = {
    staff_token: TOKEN,
    email: `${role}@trust.example`,
    role,
    pending_count: 0,
  };
  const view = renderWithProviders([{ path: '/team/*', element: <ConsoleApp /> }], {
    route,
    answers: {
      staffSignIn: dataAnswer({ staff_token: TOKEN, step: 'totp' }),
      staffTotp: dataAnswer(me),
      consoleCounts: dataAnswer({ counts: { desk: 3, inbox: 2, reports: 1 } }),
      ...answers,
    },
  });
  const { user } = view;
  await user.type(screen.getByLabelText(/^Email/), me.email);
  await user.type(screen.getByLabelText(/^Password/), 'right-password-2026');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.type(await screen.findByLabelText(/6-digit code/), '123456');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return view;
}
