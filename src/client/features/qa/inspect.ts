/**
 * `?inspect` in development: shows the login and request machines in Stately's inspector. The
 * machines never run as actors (they are reducers), so each `auth/flowEvent` and
 * `requests/memberEvent` is reported by hand: the event, then the snapshot the store now holds.
 * main.tsx imports this module only in development builds behind the flag.
 */
import { addListener, isAnyOf, type Dispatch, type UnknownAction } from '@reduxjs/toolkit';
import { createBrowserInspector } from '@statelyai/inspect';
import type { RootState } from '../../app/rootReducer';
import { flowEvent } from '../auth';
import { authMachine } from '../auth';
import { memberEvent } from '../requests';
import { requestMachine } from '../requests';

interface InspectedStore {
  dispatch: Dispatch<UnknownAction>;
}

export function attachInspector(store: InspectedStore) {
  const inspector = createBrowserInspector();
  const known = new Set<string>();
  const register = (
    id: string,
    definition: string,
    snapshot: { value: unknown; context: unknown },
  ) => {
    if (known.has(id)) return;
    known.add(id);
    inspector.actor(id, { status: 'active', ...snapshot }, { definition });
  };

  store.dispatch(
    addListener({
      matcher: isAnyOf(flowEvent, memberEvent),
      effect: (action, api) => {
        const state = api.getState() as RootState;
        if (flowEvent.match(action) && state.auth) {
          register('auth', JSON.stringify(authMachine.toJSON()), state.auth);
          inspector.event('auth', action.payload, { source: 'redux' });
          inspector.snapshot(
            'auth',
            { status: 'active', ...state.auth },
            { event: action.payload },
          );
        } else if (memberEvent.match(action) && state.requests) {
          const { memberId, event } = action.payload;
          const machine = state.requests.byMember[memberId];
          if (!machine) return;
          const id = `request:${memberId}`;
          register(id, JSON.stringify(requestMachine.toJSON()), machine);
          inspector.event(id, event, { source: 'redux' });
          inspector.snapshot(id, { status: 'active', ...machine }, { event });
        }
      },
    }) as unknown as UnknownAction,
  );
  return inspector;
}
