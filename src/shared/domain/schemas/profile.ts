import * as yup from 'yup';
import { REFERENCE_FIELDS } from '../profile';
import { unexpectedField } from '../checks';
import { profileFields } from './registration';

type ReferenceField = (typeof REFERENCE_FIELDS)[number];
type EditableFields = Omit<typeof profileFields, ReferenceField>;

const editable = Object.fromEntries(
  Object.entries(profileFields).filter(
    ([name]) => !(REFERENCE_FIELDS as readonly string[]).includes(name),
  ),
) as EditableFields;

/**
 * Profile edit (my_profile): the registration's profile rules without the reference persons,
 * which are read-only after registration (requirements §5.7). Same context as registration (`today`).
 */
export const profileUpdateSchema = yup.object(editable).noUnknown(true, unexpectedField);

export type ProfileUpdateForm = yup.InferType<typeof profileUpdateSchema>;
