import { configureStore } from '@reduxjs/toolkit';
import { appReducer } from '../../app/rootReducer';
import { loggedIn } from '../../entities/session/sessionSlice';
import { createRecorder } from './recorder';
import { replayRecording } from './replay';

function storeWith(limit: number) {
  let clock = 1000;
  const recorder = createRecorder({ reducer: appReducer, limit, now: () => clock++ });
  const store = configureStore({
    reducer: appReducer,
    middleware: (getDefault) => getDefault().prepend(recorder.middleware),
  });
  return { store, recorder };
}

describe('the recorder', () => {
  it('keeps each plain action with its time, redacted, and passes thunks by', () => {
    const { store, recorder } = storeWith(10);
    store.dispatch(
      loggedIn({ user: { id: 7, first_name: 'Rohan', mem_no: 'MTAwNw==' }, token: 'tok-x' }),
    );
    store.dispatch(() => undefined);
    const recording = recorder.recording(store.getState());
    expect(recording.actions).toEqual([
      {
        t: 1000,
        action: {
          type: 'session/loggedIn',
          payload: {
            user: { id: 7, first_name: 'Rohan', mem_no: 'MTAwNw==' },
            token: '[redacted]',
          },
        },
      },
    ]);
    expect(JSON.stringify(recording)).not.toContain('tok-x');
    expect(store.getState().session.token).toBe('tok-x');
  });

  it('drops the oldest actions past its limit and moves its start state on, so it still replays', () => {
    const { store, recorder } = storeWith(3);
    store.dispatch(
      loggedIn({ user: { id: 7, first_name: 'Rohan', mem_no: 'MTAwNw==' }, token: 't' }),
    );
    for (let i = 0; i < 4; i++) store.dispatch({ type: 'filters/unknownEvent', payload: i });
    const recording = recorder.recording(store.getState());
    expect(recording.actions.map((a) => a.action.payload)).toEqual([1, 2, 3]);
    expect(recording.initialState).toMatchObject({ session: { token: '[redacted]' } });
    expect(replayRecording(recording).difference).toBeNull();
  });

  it('keeps nothing while paused (the panel is stepping through a recording)', () => {
    const { store, recorder } = storeWith(10);
    recorder.setPaused(true);
    store.dispatch({ type: 'filters/unknownEvent' });
    expect(recorder.size()).toBe(0);
  });
});
