import type { ChangeEventHandler, FocusEventHandler } from 'react';
import { SelectField } from '../../components/form';

const FEET = [4, 5, 6, 7].map((n) => ({ value: String(n), label: `${n} ft` }));
const INCHES = Array.from({ length: 12 }, (_, n) => ({ value: String(n), label: `${n} in` }));

interface HeightProps {
  idPrefix: string;
  feet: string;
  inches: string;
  cm: string;
  error?: string;
  onChange: ChangeEventHandler<HTMLSelectElement>;
  onBlur: FocusEventHandler<HTMLSelectElement>;
}

/** Height chosen in feet and inches (requirements §5); the service receives it in cm. */
export function HeightFeetInches({
  idPrefix,
  feet,
  inches,
  cm,
  error,
  onChange,
  onBlur,
}: HeightProps) {
  return (
    <div className="height-pair">
      <SelectField
        id={`${idPrefix}-height_feet`}
        name="height_feet"
        label="Height (feet)"
        required
        placeholder="Feet"
        options={FEET}
        value={feet}
        onChange={onChange}
        onBlur={onBlur}
        error={error}
        hint={cm ? `That is ${cm} cm.` : undefined}
      />
      <SelectField
        id={`${idPrefix}-height_inches`}
        name="height_inches"
        label="Height (inches)"
        options={INCHES}
        value={inches}
        onChange={onChange}
        onBlur={onBlur}
      />
    </div>
  );
}
