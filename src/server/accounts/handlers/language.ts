import { ValidationError } from 'yup';
import { isLanguage } from '../../../shared/domain/languages';
import { LANGUAGE_MESSAGES as M, languageSchema } from '../../../shared/domain/schemas/language';
import type { MemberHandler } from '../../api/handler';
import { done, rejected } from '../../api/outcome';
import { setMemberLanguage } from '../repositories/members';

/**
 * The header's switch, for a signed-in member: every later mail goes out in this language. Its
 * refusal is in English words (M.choose), not a check key: it answers a request for a language
 * the site does not have, so the member's current one says nothing about what they read.
 */
export const setMyLanguage: MemberHandler<'setMyLanguage'> = async (request, ctx) => {
  let language: string;
  try {
    ({ language } = await languageSchema.validate({ language: request.language }));
  } catch (err) {
    if (err instanceof ValidationError) return rejected(M.choose);
    throw err;
  }
  if (!isLanguage(language)) return rejected(M.choose);
  await setMemberLanguage(ctx.db, ctx.member.id, language);
  ctx.log.info({ memberId: ctx.member.id, language }, 'language saved');
  return done(M.saved);
};
