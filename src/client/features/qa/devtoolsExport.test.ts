import { recordingFiles } from './journeyTestUtils';
import { fromDevToolsExport, toDevToolsExport } from './devtoolsExport';
import { parseRecording } from './recording';
import { replayRecording } from './replay';

const recording = parseRecording(
  recordingFiles().find((f) => f.name === 'forgot-password-otp.json')?.text ?? '',
);

describe('Redux DevTools export', () => {
  it('writes the lifted-state shape DevTools imports, one computed state per action', () => {
    const lifted = toDevToolsExport(recording);
    const n = recording.actions.length;
    expect(lifted.stagedActionIds).toEqual(Array.from({ length: n + 1 }, (_, i) => i));
    expect(lifted.actionsById[0].action.type).toBe('@@INIT');
    expect(lifted.actionsById[1]).toEqual({
      type: 'PERFORM_ACTION',
      action: recording.actions[0].action,
      timestamp: recording.actions[0].t,
    });
    expect(lifted).toMatchObject({
      nextActionId: n + 1,
      currentStateIndex: n,
      skippedActionIds: [],
    });
    expect(lifted.computedStates).toHaveLength(n + 1);
    expect(lifted.committedState).toEqual(recording.initialState);
    const first = recording.actions.findIndex(({ action }) => action.type === 'auth/flowEvent');
    expect(lifted.computedStates[first].state).toMatchObject({ auth: { value: 'login' } });
    expect(lifted.computedStates[first + 1].state).toMatchObject({ auth: { value: 'forgot' } });
  });

  it('round-trips: our recording → DevTools → our recording, and it still replays', () => {
    const back = fromDevToolsExport(JSON.stringify(toDevToolsExport(recording)));
    expect(back.actions).toEqual(recording.actions);
    expect(back.initialState).toEqual(recording.initialState);
    expect(back.finalState).toEqual(recording.finalState);
    expect(replayRecording(back).difference).toBeNull();
  });

  it('drops skipped actions and redacts what DevTools kept', () => {
    const lifted = toDevToolsExport(recording);
    lifted.actionsById[1].action = {
      type: 'auth/flowEvent',
      payload: { type: 'login.submitted', email: 'a@b.in', password: 'open sesame' },
    };
    lifted.skippedActionIds = [2];
    const back = fromDevToolsExport(lifted);
    expect(back.actions).toHaveLength(recording.actions.length - 1);
    expect(JSON.stringify(back)).not.toContain('open sesame');
  });

  it('refuses a file that is not a DevTools export', () => {
    expect(() => fromDevToolsExport('{"hello":1}')).toThrow(/Not a Redux DevTools export/);
  });
});
