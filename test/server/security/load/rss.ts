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
