import { memoryStorage } from './memoryStorage';
import type { Storages } from './listeners';

/**
 * Web storage may be disabled (privacy settings); the site then works without persisting. Its
 * own module, so the start-up can read storage (the first read is a synchronous load in
 * Chromium) before the store's modules run (main.tsx).
 */
export function browserStorages(): Storages {
  const pick = (get: () => Storage): Storage => {
    try {
      const s = get();
      s.getItem('');
      return s;
    } catch {
      return memoryStorage();
    }
  };
  return { local: pick(() => window.localStorage), session: pick(() => window.sessionStorage) };
}
