import type { Ref, SelectHTMLAttributes } from 'react';
import { FieldShell, fieldA11y, type FieldBaseProps } from './FieldShell';

type SelectAttrs = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'required' | 'className'>;

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends FieldBaseProps, SelectAttrs {
  options: readonly SelectOption[];
  /** First, "not chosen" option; requirements §5 forms use the value '0' for it. */
  placeholder?: string;
  placeholderValue?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({
  id,
  label,
  error,
  hint,
  required,
  className,
  options,
  placeholder,
  placeholderValue = '',
  ...select
}: SelectFieldProps) {
  const { attrs, controlClass } = fieldA11y(id, { error, hint });
  return (
    <FieldShell {...{ id, label, error, hint, required, className }}>
      <select {...select} {...attrs} required={required} className={controlClass}>
        {placeholder !== undefined && <option value={placeholderValue}>{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
