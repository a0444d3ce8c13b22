import { memoryStorage } from '../../app/memoryStorage';
import { initialSessionState, loggedIn, sessionSlice } from './sessionSlice';
import { loadSession, saveSession } from './sessionStorage';

const rohan = { id: 7, first_name: 'Rohan', mem_no: 'MTAwMQ==' };

describe('stored login', () => {
  it('is written as userDS and the token, and read back', () => {
    const storage = memoryStorage();
    const state = sessionSlice.reducer(initialSessionState, loggedIn({ user: rohan, token: 't1' }));
    saveSession(storage, state);
    expect(JSON.parse(storage.getItem('userDS')!)).toEqual([rohan]);
    expect(loadSession(storage)).toEqual({ ...initialSessionState, userDS: [rohan], token: 't1' });
  });

  it('counts as logged out when anything is missing or damaged', () => {
    expect(loadSession(memoryStorage({ userDS: JSON.stringify([rohan]) }))).toEqual(
      initialSessionState,
    );
    expect(loadSession(memoryStorage({ local_token: 't1', userDS: '{oops' }))).toEqual(
      initialSessionState,
    );
    expect(
      loadSession(memoryStorage({ local_token: 't1', userDS: JSON.stringify([{ id: '7' }]) })),
    ).toEqual(initialSessionState);
  });
});
