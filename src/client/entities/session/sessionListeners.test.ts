import { waitFor } from '@testing-library/react';
import { dataAnswer, failAnswer } from '../../../shared/protocol/wire';
import { memoryStorage } from '../../app/memoryStorage';
import { makeStore } from '../../app/store';
import { fakeTransport, type FakeAnswers } from '../../test/fakeTransport';
import { flowEvent } from '../../features/auth/authActions';
import '../../features/auth/authSlice';
import { ROHAN, ROHAN_PROFILE, memberSession } from '../../features/account/memberTestUtils';
import { loggedOut } from './sessionSlice';

function setup(answers: FakeAnswers = {}, stored: Record<string, string> = {}) {
  const { transport, calls } = fakeTransport(answers);
  const local = memoryStorage(stored);
  const store = makeStore({
    transport,
    preloadedState: { session: memberSession },
    storages: { local, session: memoryStorage() },
  });
  return { store, calls, local };
}

describe('session listeners', () => {
  it('check a stored login once at start and keep the member record the service sent', async () => {
    const renamed = { ...ROHAN_PROFILE, first_name: 'Rohit' };
    const { store, calls, local } = setup({ getMyProfile: dataAnswer(renamed) });
    expect(store.getState().session.checking).toBe(true);
    await waitFor(() => expect(store.getState().session.checking).toBe(false));
    expect(calls.filter((c) => c.type === 'getMyProfile')).toHaveLength(1);
    expect(store.getState().session.userDS).toEqual([{ ...ROHAN, first_name: 'Rohit' }]);
    expect(JSON.parse(local.getItem('userDS') ?? '[]')[0].first_name).toBe('Rohit');
  });

  it('log out: tell the service, clear all local storage and start the login flow afresh', async () => {
    const { store, calls, local } = setup(
      { getMyProfile: dataAnswer(ROHAN_PROFILE), logout: failAnswer('') },
      { userDS: JSON.stringify([ROHAN]), local_token: 'tok-rohan', cart: '[]' },
    );
    await waitFor(() => expect(store.getState().session.checking).toBe(false));
    store.dispatch(flowEvent({ type: 'tab.forgot' }));
    store.dispatch(flowEvent({ type: 'forgot.submitted', email: 'rohan@example.in' }));
    expect(store.getState().auth?.value).toBe('sendingOtp');

    store.dispatch(loggedOut());
    expect(local.length).toBe(0);
    expect(store.getState().session.token).toBeNull();
    expect(store.getState().auth).toEqual({
      value: 'login',
      context: { email: '', returnTo: null, ticket: null, message: null, held: null },
    });
    await waitFor(() =>
      expect(calls.find((c) => c.type === 'logout')?.fields.local_token).toBe('tok-rohan'),
    );
  });

  it('do not tell the service about a session that ended with the account', async () => {
    const { store, calls } = setup({ getMyProfile: dataAnswer(ROHAN_PROFILE) });
    store.dispatch(loggedOut({ reason: 'deleted', notice: 'Your account has been deleted.' }));
    expect(store.getState().session.notice).toBe('Your account has been deleted.');
    await new Promise((r) => setTimeout(r, 20));
    expect(calls.some((c) => c.type === 'logout')).toBe(false);
  });
});
