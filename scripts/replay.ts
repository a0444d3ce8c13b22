/**
 * Replays QA recordings without a server: `npm run replay -- qa/recordings/login.json [more.json]`.
 * Prints every step and the machine steps it moved; exits 1 at the first final state that differs.
 */
import { readFileSync } from 'node:fs';
import { replayText } from '../src/client/features/qa/replayCli';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('Usage: npm run replay -- <recording.json> [more recordings]');
  process.exit(2);
}

let failed = false;
for (const file of files) {
  try {
    const { ok, lines } = replayText(readFileSync(file, 'utf8'), file);
    for (const line of lines) console.log(line);
    failed ||= !ok;
  } catch (e) {
    console.error(`${file}: ${e instanceof Error ? e.message : String(e)}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
