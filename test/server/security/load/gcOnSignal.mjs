// Preloaded into the server by the load test only (node --expose-gc --import this file): on
// SIGUSR2 the process collects all garbage and prints what is left, so the test compares live
// memory between passes instead of RSS peaks, which move by tens of MB with the collector's
// timing alone (a CI run failed on that with no leak).
process.on('SIGUSR2', () => {
  globalThis.gc?.();
  const { rss, heapUsed, external } = process.memoryUsage();
  process.stdout.write(`[memory after gc] ${JSON.stringify({ rss, heapUsed, external })}\n`);
});
