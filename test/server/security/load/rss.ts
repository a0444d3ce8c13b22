import { readFileSync } from 'node:fs';

export const MB = 1024 * 1024;

/** The resident set of a process in bytes (Linux: VmRSS of /proc/<pid>/status). */
export function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
  if (kb === undefined) throw new Error(`No VmRSS in /proc/${pid}/status.`);
  return Number(kb) * 1024;
}

/** Samples a process's RSS every `everyMs` until stopped; answers the highest sample. */
export function rssSampler(pid: number, everyMs = 250): { stop(): number } {
  let peak = rssOf(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, rssOf(pid));
    },
  };
}

export const mb = (bytes: number): string => `${(bytes / MB).toFixed(1)} MB`;

export const pause = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));

export interface LiveMemory {
  rss: number;
  heapUsed: number;
  external: number;
}

const GC_LINE = /\[memory after gc\] (\{.*\})\n/g;

/**
 * Live memory of a server started with load/gcOnSignal.mjs preloaded: signals it to collect all
 * garbage, then reads the figures it prints.
 */
export async function memoryAfterGc(pid: number, output: () => string): Promise<LiveMemory> {
  const seen = [...output().matchAll(GC_LINE)].length;
  process.kill(pid, 'SIGUSR2');
  for (let waited = 0; waited < 10_000; waited += 50) {
    const lines = [...output().matchAll(GC_LINE)];
    const line = lines[seen]?.[1];
    if (line) return JSON.parse(line) as LiveMemory;
    await pause(50);
  }
  throw new Error('The server did not report its memory after SIGUSR2 (is gcOnSignal preloaded?).');
}
