import { createAction } from '@reduxjs/toolkit';
import { ANSWERS_ELEMENT_ID } from '../../shared/domain/siteSettings';

/** RTK Query's state as the server leaves it: what `extractRehydrationInfo` takes back. */
export interface ServerAnswers {
  queries: Record<string, unknown>;
  mutations: Record<string, unknown>;
  /** Which tags the answers provide, so a later save still refreshes them. */
  provided: { tags: Record<string, unknown>; keys: Record<string, unknown> };
  /** The menus slice the server drew the header from (it follows getAccessToken's answer). */
  menus?: unknown;
}

/** The browser took over a page the server wrote, with the answers it was written from. */
export const serverAnswersHydrated = createAction<ServerAnswers>('api/serverAnswersHydrated');

/** The answers in the page, if the server wrote it; anything unreadable counts as none. */
export function readServerAnswers(doc: Document): ServerAnswers | null {
  const text = doc.getElementById(ANSWERS_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<ServerAnswers>;
    if (!parsed || typeof parsed.queries !== 'object' || parsed.queries === null) return null;
    const provided = parsed.provided ?? { tags: {}, keys: {} };
    return {
      queries: parsed.queries,
      mutations: {},
      provided: { tags: provided.tags ?? {}, keys: provided.keys ?? {} },
      menus: parsed.menus,
    };
  } catch {
    return null;
  }
}
