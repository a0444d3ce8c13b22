import type { SessionUser } from '../../../shared/protocol/types';
import { initialSessionState, type SessionState } from './sessionSlice';

/** localStorage keys of the seed's client: userDS (the member) and the session token. */
export const USER_KEY = 'userDS';
export const TOKEN_KEY = 'local_token';

const isUser = (u: unknown): u is SessionUser =>
  typeof u === 'object' &&
  u !== null &&
  typeof (u as SessionUser).id === 'number' &&
  typeof (u as SessionUser).first_name === 'string' &&
  typeof (u as SessionUser).mem_no === 'string';

export function loadSession(storage: Storage): SessionState {
  try {
    const token = storage.getItem(TOKEN_KEY);
    const users: unknown = JSON.parse(storage.getItem(USER_KEY) ?? '[]');
    if (!token || !Array.isArray(users) || !isUser(users[0])) return initialSessionState;
    return { ...initialSessionState, userDS: [users[0]], token };
  } catch {
    return initialSessionState;
  }
}

export function saveSession(storage: Storage, state: SessionState): void {
  if (!state.token || state.userDS.length === 0) {
    storage.removeItem(TOKEN_KEY);
    storage.removeItem(USER_KEY);
    return;
  }
  storage.setItem(TOKEN_KEY, state.token);
  storage.setItem(USER_KEY, JSON.stringify(state.userDS));
}
