import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { failureDigest } from './lib/failureDigest.mjs';

// The spec reporter's real output for a file with two failures and a pass, so that a change of
// its format shows here rather than as an empty digest in CI.
function specOutput(): string {
  const dir = mkdtempSync(join(tmpdir(), 'digest-'));
  const file = join(dir, 'two.test.mjs');
  writeFileSync(
    file,
    [
      "import { describe, test } from 'node:test';",
      "import assert from 'node:assert/strict';",
      "describe('desktop', () => {",
      "  test('menu opens', () => assert.equal('false', 'true', 'Enter left aria-expanded=false'));",
      "  test('passes', () => {});",
      "  test('items show', () => { throw new Error('no item is visible\\nAbout: covered by div.x'); });",
      '});',
    ].join('\n'),
  );
  try {
    execFileSync(process.execPath, ['--test', '--test-reporter=spec', file], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
  } catch (e) {
    return (e as { stdout: string }).stdout;
  }
  throw new Error('the failing file passed');
}

it('names each failing test with the first lines of its message, without the stack', () => {
  const digest = failureDigest(specOutput());
  expect(digest.filter((l) => l.startsWith('✖'))).toEqual([
    expect.stringMatching(/^✖ menu opens/),
    expect.stringMatching(/^✖ items show/),
  ]);
  const text = digest.join('\n');
  expect(text).toContain('Enter left aria-expanded=false');
  expect(text).toContain('About: covered by div.x');
  expect(text).not.toMatch(/\bat .*test\.mjs/);
  expect(text).not.toContain('passes');
});

it('is empty when nothing failed', () => {
  expect(failureDigest('ℹ tests 3\nℹ pass 3\nℹ fail 0\n')).toEqual([]);
});
