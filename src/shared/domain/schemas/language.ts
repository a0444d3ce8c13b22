import * as yup from 'yup';
import { check, englishCheck } from '../checks';
import { LANGUAGES } from '../languages';

export const LANGUAGE_MESSAGES = {
  choose: englishCheck('chooseLanguage'),
  saved: 'Language saved.',
} as const;

/** setMyLanguage's field: one of the site's languages (src/shared/domain/languages.ts). */
export const languageSchema = yup.object({
  language: yup
    .string()
    .trim()
    .required(check('chooseLanguage'))
    .oneOf([...LANGUAGES], check('chooseLanguage')),
});
