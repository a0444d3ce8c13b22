import fs from 'node:fs';

/**
 * A lock held by this process as a file created exclusively (O_EXCL) and removed on release.
 * A lock left by a process that died (a kill, a crash, a reboot) is taken over: its pid no longer
 * runs, or it was written before the machine's last boot.
 */
export class LockHeldError extends Error {
  override name = 'LockHeldError';
  constructor(
    message: string,
    readonly pid: number,
  ) {
    super(message);
  }
}

interface Holder {
  pid: number;
  boot: string;
}

function bootId(): string {
  try {
    return fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return '';
  }
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(file: string): Holder | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof parsed.pid === 'number' ? { pid: parsed.pid, boot: parsed.boot ?? '' } : null;
  } catch {
    return null;
  }
}

const alive = (h: Holder | null) => h !== null && h.boot === bootId() && running(h.pid);

/**
 * Takes the lock or answers the pid that holds it. `release` removes the file only if it is
 * still ours.
 */
export function tryLock(file: string): { release: () => void } | { heldBy: number } {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(file, JSON.stringify({ pid: process.pid, boot: bootId() }), {
        flag: 'wx',
        mode: 0o600,
      });
      return {
        release: () => {
          if (holderOf(file)?.pid === process.pid) fs.rmSync(file, { force: true });
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = holderOf(file);
      if (alive(holder)) return { heldBy: holder?.pid ?? 0 };
      // A stale lock (or one being written this instant: the next attempt reads it again).
      if (holder !== null) fs.rmSync(file, { force: true });
    }
  }
  return { heldBy: holderOf(file)?.pid ?? 0 };
}

/** Waits (polling) until the lock is free; for short critical sections such as migrations. */
export async function waitForLock(file: string, timeoutMs = 60_000): Promise<() => void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const got = tryLock(file);
    if ('release' in got) return got.release;
    if (Date.now() > until) {
      throw new LockHeldError(
        `Timed out waiting for ${file} (held by pid ${got.heldBy}).`,
        got.heldBy,
      );
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}
