import type { Language } from '../../../src/shared/domain/languages';
import { readOutbox, type SentMail } from './accounts';
import { call, type TestApp } from './testApp';

/** Test helpers of the mails in the member's language (issue #18 item 5). */
export const DEVANAGARI = /[\u0900-\u097F]/;
export const BOTH: Language[] = ['hi', 'en'];

/** The member keeps a language through the real call, as the header's switch sends it. */
export async function chooseLanguage(
  t: TestApp,
  local_token: string,
  language: Language,
): Promise<void> {
  const { wire } = await call(t.app, 'setMyLanguage', { local_token, language });
  if (wire.status !== '001') throw new Error(`setMyLanguage refused: ${wire.text}`);
}

/** The one mail to `to` with this subject (after the queue has drained). */
export async function mailWithSubject(
  t: TestApp,
  to: string,
  subject: string,
): Promise<SentMail | undefined> {
  const mails = (await readOutbox(t)).filter((m) => m.to === to && m.subject === subject);
  if (mails.length > 1) throw new Error(`${mails.length} mails "${subject}" to ${to}`);
  return mails[0];
}

/** Subject and body in Devanagari for Hindi, without a Devanagari letter for English. */
export const inScript = (mail: SentMail | undefined) => ({
  subject: DEVANAGARI.test(mail?.subject ?? ''),
  text: DEVANAGARI.test(mail?.text ?? ''),
});
export const written = (language: Language) => ({
  subject: language === 'hi',
  text: language === 'hi',
});
