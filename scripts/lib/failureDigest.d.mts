/** The failing tests' names and messages from the spec reporter's output (failureDigest.mjs). */
export declare function failureDigest(
  output: string,
  options?: { linesPerFailure?: number },
): string[];
