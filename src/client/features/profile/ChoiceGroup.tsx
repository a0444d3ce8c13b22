import { FieldError } from '../../components/form';
import { splitList } from '../../../shared/domain/preferences';

interface ChoiceGroupProps {
  /** The first box's id (focus goes there after a failed check); the others add their index. */
  id: string;
  name: string;
  legend: string;
  hint?: string;
  type: 'checkbox' | 'radio';
  options: readonly { value: string; label: string }[];
  /** Checkboxes: the chosen values comma-separated; radios: the one chosen. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** Tick one or more (checkbox) or choose one (radio), as one group with its own legend. */
export function ChoiceGroup(props: ChoiceGroupProps) {
  const { id, name, legend, hint, type, options, value, onChange, error } = props;
  const chosen = type === 'checkbox' ? splitList(value) : [value];
  const toggle = (option: string, on: boolean) => {
    if (type === 'radio') return onChange(option);
    // Kept in the options' order, so the wire's list reads the same however it was ticked.
    const next = options
      .map((o) => o.value)
      .filter((v) => (v === option ? on : chosen.includes(v)));
    onChange(next.join(','));
  };
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim();
  return (
    <fieldset
      className="choice-group field--wide"
      aria-describedby={described || undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <div className="choice-group__options">
        {options.map((o, i) => (
          <label key={o.value} className="choice-group__option">
            <input
              id={i === 0 ? id : `${id}-${i}`}
              type={type}
              name={name}
              value={o.value}
              checked={chosen.includes(o.value)}
              onChange={(e) => toggle(o.value, e.target.checked)}
            />{' '}
            {o.label}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
