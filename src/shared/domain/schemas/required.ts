import * as yup from 'yup';
import { MESSAGES } from '../messages';

/**
 * The generic check of requirements §5.1: a required field must be non-empty and not '0' (a select left at its
 * default). Every failure carries the same seed message; the form marks the field red.
 */
export const requiredText = (max = 2000) =>
  yup
    .string()
    .trim()
    .required(MESSAGES.fillBlank)
    .test('not-zero', MESSAGES.fillBlank, (v) => v !== '0')
    .max(max, `Please keep this to ${max} characters or fewer.`);
