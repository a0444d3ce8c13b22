import * as yup from 'yup';
import { LANGUAGES } from '../languages';

export const LANGUAGE_MESSAGES = {
  choose: 'Please choose English or Hindi.',
  saved: 'Language saved.',
} as const;

/** setMyLanguage's field: one of the site's languages (src/shared/domain/languages.ts). */
export const languageSchema = yup.object({
  language: yup
    .string()
    .trim()
    .required(LANGUAGE_MESSAGES.choose)
    .oneOf([...LANGUAGES], LANGUAGE_MESSAGES.choose),
});
