import type { Messages } from '@lingui/core';
// @lingui/core's own dependency (same version); used at build time only, never in the bundle.
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/**
 * ICU source → Lingui's compiled form (what the bundle carries, so no ICU parser ships). Throws on
 * a malformed message. Used by `npm run i18n:compile` and by the test that fails when
 * ../compiled/ is stale.
 */
export function compileCatalogue(source: Record<string, string>): Messages {
  return Object.fromEntries(
    Object.entries(source).map(([id, icu]) => [id, compileMessageOrThrow(icu)]),
  );
}
