import type { AppStartListening } from '../../app/listeners';
import { loggedOut } from '../../entities/session';
import { flowEvent } from './authActions';

/**
 * Runs the effects the login machine names for each `auth/flowEvent`. Registered with the store
 * at start, it loads the machine only once the login screen has put the auth slice in the store.
 */
export function registerAuthListener(startListening: AppStartListening) {
  // A logout starts the login flow afresh. The session does not know the flow: the flow listens.
  startListening({
    actionCreator: loggedOut,
    effect: (_action, api) => {
      api.dispatch(flowEvent({ type: 'flow.reset' }));
    },
  });
  startListening({
    actionCreator: flowEvent,
    effect: async (action, api) => {
      if (api.getState().auth === undefined) return;
      // Read before any await: the listener API allows the original state only synchronously.
      const before = api.getOriginalState().auth;
      const { runAuthEffects } = await import(/* webpackChunkName: "auth-flow" */ './authEffects');
      await runAuthEffects(before, action.payload, api);
    },
  });
}
