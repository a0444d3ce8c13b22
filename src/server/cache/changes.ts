import type { Db } from '../plugins/db';

type Listener = () => void;

// Per database handle: a content load in this process reaches the caches of the same handle at
// once. Other processes (npm run content:load, other servers) are seen through the version row.
const listeners = new WeakMap<Db, Set<Listener>>();

export function onContentChanged(db: Db, listener: Listener): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/** Called after a content load has committed on `db`. */
export function contentChanged(db: Db): void {
  for (const listener of listeners.get(db) ?? []) listener();
}
