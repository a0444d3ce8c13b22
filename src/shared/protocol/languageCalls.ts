/**
 * A member's language (issue #18 items 2 and 5), spread into the protocol registry (registry.ts)
 * with one line. The header's switch sends it for a signed-in member; the server keeps it and
 * writes every mail to the member in it.
 */
import { LANGUAGES } from '../domain/languages';
import type { CallSpec } from './registry';
import type { SetLanguageRequest } from './languageTypes';
import type { ActionAnswer } from './types';

const languageCall = <Req extends Record<string, string>, Res>(spec: CallSpec<Req, Res>) => spec;

export const languageCalls = {
  setMyLanguage: languageCall<SetLanguageRequest, ActionAnswer>({
    access: 'member',
    kind: 'action',
    answer: "001 'Language saved.'; -10 'Please choose English or Hindi.' for any other value",
    onlyCms: false,
    required: ['local_token', 'language'],
    optional: [],
    summary: `Keeps the caller's language (language: ${LANGUAGES.join(', ')}), which every mail to the member is written in from then on.`,
    example: { local_token: '…', language: 'hi' },
  }),
} as const;

/** The member calls by name (the server's MEMBER_CALLS reads these). */
export const LANGUAGE_MEMBER_CALLS = [
  'setMyLanguage',
] as const satisfies readonly (keyof typeof languageCalls)[];
