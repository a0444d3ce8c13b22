import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldShell, fieldA11y, type FieldBaseProps } from './FieldShell';

type AreaAttrs = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'required' | 'className'>;

export interface TextAreaProps extends FieldBaseProps, AreaAttrs {
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea({
  id,
  label,
  error,
  hint,
  required,
  className,
  rows = 5,
  ...area
}: TextAreaProps) {
  const { attrs, controlClass } = fieldA11y(id, { error, hint });
  return (
    <FieldShell {...{ id, label, error, hint, required, className }}>
      <textarea {...area} {...attrs} rows={rows} required={required} className={controlClass} />
    </FieldShell>
  );
}
