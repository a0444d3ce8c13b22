import { parseRecording } from './recording';
import { describeDifference, formatStep, replayRecording } from './replay';

export interface ReplayReport {
  ok: boolean;
  /** What `npm run replay` prints, line by line. */
  lines: string[];
}

/** The whole of `npm run replay -- file.json` but the file reading: tests call this too. */
export function replayText(text: string, name = 'recording'): ReplayReport {
  const lines: string[] = [];
  const recording = parseRecording(text);
  lines.push(
    `Replaying ${name}: ${recording.actions.length} actions recorded ${recording.createdAt}`,
  );
  const { difference } = replayRecording(recording, (step) => lines.push(formatStep(step)));
  if (difference) {
    lines.push(
      `FAILED: the final state differs from the recording at ${describeDifference(difference)}`,
    );
    return { ok: false, lines };
  }
  lines.push('OK: the replayed final state matches the recording.');
  return { ok: true, lines };
}
