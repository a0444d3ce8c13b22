import type { AppStartListening } from '../../app/listeners';
import { flowEvent } from './authActions';

/**
 * Runs the effects the login machine names for each `auth/flowEvent`. Registered with the store
 * at start, it loads the machine only once the login screen has put the auth slice in the store.
 */
export function registerAuthListener(startListening: AppStartListening) {
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
