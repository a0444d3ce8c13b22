/**
 * At most `size` tasks at once; the rest wait in order. Password hashing uses it: scrypt at
 * OWASP's cost takes 128 MB per hash, and more hashes at once than cores only adds memory.
 */
export function slots(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      release();
    }
  };
}
