export { TextField, type TextFieldProps } from './TextField';
export { TextArea, type TextAreaProps } from './TextArea';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { FieldError, type FieldErrorProps } from './FieldError';
export type { FieldBaseProps } from './FieldShell';
export { SubmitButton, type SubmitButtonProps } from './SubmitButton';
export { LiveFieldset } from './LiveFieldset';
