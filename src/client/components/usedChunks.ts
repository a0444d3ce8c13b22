import { createContext, useContext } from 'react';

/**
 * The server's page writer collects here the code chunks a page's screens come from, so the page
 * links their style sheets in its head: markup drawn by the server would otherwise show unstyled,
 * then move, until the browser loads the chunk (issue #19 item 1). Null in the browser.
 */
export const UsedChunks = createContext<Set<string> | null>(null);

/** Marks a chunk (its webpackChunkName) as used by what is being rendered. */
export function useChunk(name: string | undefined): void {
  const used = useContext(UsedChunks);
  if (used && name) used.add(name);
}
