import { cleanHindi, hindiProblem, type HindiText } from '../../shared/domain/hindiText';
import type { Obj } from './check';
import { ContentError } from './input';

/**
 * A content file's "hi": { field: Hindi text } (content/README.md), checked by the same rule the
 * console's editing is to use (shared/domain/hindiText.ts hindiProblem); missing is {}.
 */
export function readHindi<K extends string>(
  obj: Obj,
  allowed: readonly K[],
  where: string,
): HindiText<K> {
  if (obj.hi === undefined || obj.hi === null) return {};
  const problem = hindiProblem(obj.hi, allowed);
  if (problem) throw new ContentError(`${where}: "hi": ${problem}`);
  return cleanHindi<K>(obj.hi as Record<string, string>);
}
