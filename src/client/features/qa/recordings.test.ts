import { KNOWN_SECRETS, recordingFiles } from './journeyTestUtils';
import { parseRecording } from './recording';
import { replayText } from './replayCli';

const files = recordingFiles();

describe('the committed QA recordings', () => {
  it('are there: one per recorded journey at least', () => {
    expect(files.map((f) => f.name)).toEqual(
      expect.arrayContaining([
        'forgot-password-otp.json',
        'register-login.json',
        'send-accept-view-profile.json',
      ]),
    );
  });

  it.each(files.map((f) => [f.name, f.text]))(
    '%s replays (as `npm run replay` does) to its recorded final state',
    (name, text) => {
      const { ok, lines } = replayText(text, name);
      expect(lines.at(-1)).toBe('OK: the replayed final state matches the recording.');
      expect(ok).toBe(true);
    },
  );

  it('fail the replay, naming the first differing path, when a step is left out', () => {
    const file = files.find((f) => f.name === 'forgot-password-otp.json');
    const recording = parseRecording(file?.text ?? '');
    const last = recording.actions.findLastIndex(
      ({ action }) =>
        (action.payload as { type?: string } | undefined)?.type === 'redirect.elapsed',
    );
    expect(last).toBeGreaterThan(0);
    recording.actions.splice(last, 1);

    const { ok, lines } = replayText(JSON.stringify(recording), 'edited');
    expect(ok).toBe(false);
    expect(lines.at(-1)).toBe(
      'FAILED: the final state differs from the recording at auth.value: expected "done", got "redirecting"',
    );
  });

  it.each(Object.entries(KNOWN_SECRETS))('hold none of the known %s', (_kind, secrets) => {
    for (const { name, text } of files) {
      for (const secret of secrets) {
        expect({ name, found: text.includes(secret) ? secret : null }).toEqual({
          name,
          found: null,
        });
      }
    }
  });

  it('still hold what is not secret, so the search above can fail', () => {
    const all = files.map((f) => f.text).join('\n');
    expect(all).toContain('rohan@example.in');
    expect(all).toContain('[redacted]');
  });
});
