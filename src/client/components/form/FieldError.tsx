import './Field.css';

export interface FieldErrorProps {
  /** The id the control names in aria-describedby. */
  id: string;
  message?: string;
}

/** A field's own error line; renders nothing while the field is fine. */
export function FieldError({ id, message }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={id} className="field__error">
      {message}
    </p>
  );
}
