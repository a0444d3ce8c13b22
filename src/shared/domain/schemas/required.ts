import * as yup from 'yup';
import { check } from '../checks';

/**
 * The generic check of requirements §5.1: a required field must be non-empty and not '0' (a select left at its
 * default). Every failure carries the same seed message (a check key: src/shared/domain/checks.ts);
 * the form marks the field red.
 */
export const requiredText = (max = 2000) =>
  yup
    .string()
    .trim()
    .required(check('fillBlank'))
    .test('not-zero', check('fillBlank'), (v) => v !== '0')
    .max(max, check('tooLong', { max }));
