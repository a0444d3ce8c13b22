// The reason each failing test gave, in a few lines: a CI log is often read only from its end,
// where the e2e summary is, and each file's full output (with the reasons) is far above it.

/**
 * From the spec reporter's output of one file, the failing tests' names and their error messages
 * (the lines before the stack), from its closing "failing tests" list.
 */
export function failureDigest(output, { linesPerFailure = 4 } = {}) {
  const at = output.lastIndexOf('✖ failing tests:');
  if (at < 0) return [];
  const digest = [];
  let kept = 0;
  for (const line of output.slice(at).split('\n').slice(1)) {
    const text = line.trim();
    if (text.startsWith('✖ ')) {
      digest.push(text);
      kept = 0;
    } else if (/^at |^test at |^[{}]|^\w+: .*,$/.test(text) || !text) {
      kept = linesPerFailure; // a stack, the error's fields or a gap: the message has ended
    } else if (digest.length && kept < linesPerFailure) {
      digest.push(`    ${text}`);
      kept++;
    }
  }
  return digest;
}
