import type { AppStartListening, Storages } from '../../app/listeners';
import { isWireError } from '../../api/wireBaseQuery';
import { accountApi } from '../account';
import { sessionApi } from './sessionApi';
import {
  expired,
  loggedIn,
  loggedOut,
  profileLoaded,
  sessionCheckFailed,
  sessionRestored,
} from './sessionSlice';
import { saveSession } from './sessionStorage';

/** The session's life: kept in localStorage, checked at page load, ended on logout. */
export function registerSessionListeners(startListening: AppStartListening, storages: Storages) {
  const persist = (api: { getState: () => { session: Parameters<typeof saveSession>[1] } }) =>
    saveSession(storages.local, api.getState().session);

  startListening({ actionCreator: loggedIn, effect: (_a, api) => persist(api) });
  startListening({ actionCreator: profileLoaded, effect: (_a, api) => persist(api) });
  startListening({ actionCreator: expired, effect: (_a, api) => persist(api) });

  // Requirements §4: logged in is decided by the member record fetched at page load. Any status the
  // service answers with means no (expired, revoked, not verified); no answer at all keeps the
  // stored login, and the member's pages say what failed.
  startListening({
    actionCreator: sessionRestored,
    effect: async (_action, api) => {
      const { token, userDS } = api.getState().session;
      const user = userDS[0];
      if (!token || !user) return;
      const call = api.dispatch(
        sessionApi.endpoints.getMyProfile.initiate({ local_token: token, mem_key: user.mem_no }),
      );
      const result = await call;
      call.unsubscribe();
      if (api.getState().session.token !== token) return;
      if (result.data) {
        const { id, first_name, mem_no } = result.data;
        api.dispatch(profileLoaded({ id, first_name, mem_no }));
      } else if (isWireError(result.error) && /^(0|-10|not_validated)$/.test(result.error.status)) {
        api.dispatch(loggedOut({ reason: 'expired' }));
      } else {
        api.dispatch(sessionCheckFailed());
      }
    },
  });

  // Requirements §4: logout clears all local storage. The service is told first, so that the token stops
  // working at once; the screen does not wait for that answer. (The login flow starts afresh on
  // the same action: its own listener, registered after this one, resets it.)
  startListening({
    actionCreator: loggedOut,
    effect: (action, api) => {
      const token = api.getOriginalState().session.token;
      const reason = action.payload.reason ?? 'member';
      if (token && reason === 'member') {
        void api.dispatch(
          accountApi.endpoints.logout.initiate({ local_token: token }, { track: false }),
        );
      }
      storages.local.clear();
    },
  });
}
