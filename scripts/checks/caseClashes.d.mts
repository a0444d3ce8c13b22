export function caseClashes(paths: readonly string[]): string[][];
