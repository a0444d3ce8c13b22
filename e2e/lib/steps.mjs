// A journey as a chain of subtests: once a step fails, the later ones report that they were
// blocked by it (with its name) instead of failing in ways that only echo the first failure.
import assert from 'node:assert/strict';

/**
 * Resolves to step(name, fn[, timeout]) bound to the parent test `t`. step.aside(name, fn[,
 * timeout]) is a step whose failure does not block the later ones (a check the journey does not
 * depend on, or one that waits for work not merged yet); it still waits on an earlier failure.
 */
export function journey(t) {
  let failed = null;
  const run = (name, fn, timeout, blocks) =>
    t.test(name, { timeout }, async (sub) => {
      assert.equal(failed, null, `not run: the earlier step "${failed}" failed`);
      // Failed until it passes: a step the runner stops at its timeout (its function still
      // pending) blocks the later ones just as one that throws.
      if (blocks) failed = name;
      await fn();
      if (blocks && !sub.signal.aborted) failed = null;
    });
  const step = (name, fn, timeout = 30_000) => run(name, fn, timeout, true);
  step.aside = (name, fn, timeout = 30_000) => run(name, fn, timeout, false);
  return step;
}
