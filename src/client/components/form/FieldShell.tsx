import type { ReactNode } from 'react';
import { FieldError } from './FieldError';
import './Field.css';

/** What every field component takes besides its own control's attributes. */
export interface FieldBaseProps {
  id: string;
  label: ReactNode;
  /** A non-empty message marks the field invalid and is read out with the control. */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Class of the wrapper, for layout by the form that places the field. */
  className?: string;
}

/** The ids and attributes that tie a control to its label, hint and error. */
export function fieldA11y(
  id: string,
  { error, hint, extra }: { error?: string; hint?: ReactNode; extra?: string },
) {
  const invalid = Boolean(error);
  const describedBy = [extra, hint ? `${id}-hint` : undefined, invalid ? `${id}-error` : undefined]
    .filter(Boolean)
    .join(' ');
  return {
    invalid,
    attrs: {
      id,
      'aria-invalid': invalid || undefined,
      'aria-describedby': describedBy || undefined,
    },
    controlClass: invalid ? 'field__control field--invalid' : 'field__control',
  };
}

interface FieldShellProps extends FieldBaseProps {
  children: ReactNode;
}

/** Label, required marker, hint and error around one control. */
export function FieldShell({
  id,
  label,
  error,
  hint,
  required,
  className,
  children,
}: FieldShellProps) {
  const classes = ['field', error ? 'field--has-error' : '', className ?? ''].filter(Boolean);
  return (
    <div className={classes.join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
