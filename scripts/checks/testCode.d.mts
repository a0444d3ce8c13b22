export function testCodeIn(sources: readonly string[]): string[];
