import { spawn } from 'node:child_process';
import path from 'node:path';

const FIXTURE = path.join(__dirname, '../../../test/server/helpers/fixtures/logThenExit.ts');
const LINES = 2000;

/** Runs the fixture; resolves to its exit code and the numbers of the lines that reached stdout. */
function run(how: 'exit' | 'crash'): Promise<{ code: number | null; seen: number[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE, how, String(LINES)], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (out += c));
    child.on('error', reject);
    child.on('close', (code) => {
      const seen = out
        .split('\n')
        .filter(Boolean)
        .map((line) => (JSON.parse(line) as { i: number }).i);
      resolve({ code, seen });
    });
  });
}

// The access log is written in the background (logger.ts): lines still waiting when the process
// ends must be written before it goes, or the last requests before a crash are the ones lost.
describe('the log written in the background', () => {
  jest.setTimeout(30_000);

  it.each(['exit', 'crash'] as const)(
    'reaches stdout whole when the process ends by %s',
    async (how) => {
      const { code, seen } = await run(how);
      expect(code).toBe(how === 'exit' ? 3 : 1);
      expect(seen).toEqual(Array.from({ length: LINES }, (_, i) => i));
    },
  );
});
