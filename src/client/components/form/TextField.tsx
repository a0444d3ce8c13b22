import type { InputHTMLAttributes, Ref } from 'react';
import { FieldShell, fieldA11y, type FieldBaseProps } from './FieldShell';

type InputAttrs = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required' | 'className'>;

export interface TextFieldProps extends FieldBaseProps, InputAttrs {
  /** Fixed text shown before the value, such as a country code; it is not part of the value. */
  leadingText?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  id,
  label,
  error,
  hint,
  required,
  className,
  leadingText,
  type = 'text',
  ...input
}: TextFieldProps) {
  const lead = leadingText ? `${id}-lead` : undefined;
  const { invalid, attrs, controlClass } = fieldA11y(id, { error, hint, extra: lead });
  const control = (
    <input {...input} {...attrs} type={type} required={required} className={controlClass} />
  );
  return (
    <FieldShell {...{ id, label, error, hint, required, className }}>
      {leadingText ? (
        <div className={invalid ? 'field__affix field__affix--invalid' : 'field__affix'}>
          <span id={lead} className="field__lead">
            {leadingText}
          </span>
          {control}
        </div>
      ) : (
        control
      )}
    </FieldShell>
  );
}
