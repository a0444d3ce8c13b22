// A journey as a chain of subtests: once a step fails, the later ones report that they were
// blocked by it (with its name) instead of failing in ways that only echo the first failure.
import assert from 'node:assert/strict';

/** Resolves to step(name, fn[, timeout]) bound to the parent test `t`. */
export function journey(t) {
  let failed = null;
  return (name, fn, timeout = 30_000) =>
    t.test(name, { timeout }, async () => {
      assert.equal(failed, null, `not run: the earlier step "${failed}" failed`);
      try {
        await fn();
      } catch (e) {
        failed = name;
        throw e;
      }
    });
}
