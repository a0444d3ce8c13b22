import type { ChangeEventHandler, FocusEventHandler } from 'react';
import { heightCmOf } from '../../../shared/domain/height';
import { SelectField } from '../../components/form';
import { useScreenT } from '../../entities/screenText';
import './heightPair.css';

const FEET = [4, 5, 6, 7];
const INCHES = Array.from({ length: 12 }, (_, n) => n);

/** One select as the form binds it (useCheckedForm's bind, or the registration's own). */
interface HeightBox {
  id: string;
  name: string;
  value: string;
  error?: string;
  onChange: ChangeEventHandler<HTMLSelectElement>;
  onBlur: FocusEventHandler<HTMLSelectElement>;
}

interface HeightProps {
  /** The words before "(feet)" and "(inches)": "Height", "Partner's lowest height". */
  label: string;
  /** The feet box; its error is the height's (the service checks the cm). */
  feet: HeightBox;
  inches: HeightBox;
  required?: boolean;
  /** The feet box's empty choice: "Feet" for one's own height, "Any" for a preference. */
  feetPlaceholder: string;
  inchesPlaceholder?: string;
  /** Said after "That is N cm." (My Profile: a stored cm that saving rounds to the inch). */
  note?: string;
}

/**
 * A height chosen in feet and inches with the cm beside (requirements §5.6): registration, My Profile,
 * its partner preferences and the trust office's form all draw it; the service receives the cm.
 */
export function HeightFeetInches({
  label,
  feet,
  inches,
  required,
  feetPlaceholder,
  inchesPlaceholder,
  note,
}: HeightProps) {
  const { t } = useScreenT();
  const cm = heightCmOf(feet.value, inches.value);
  const feetOptions = FEET.map((n) => ({ value: String(n), label: t('height.ft', { n }) }));
  const inchOptions = INCHES.map((n) => ({ value: String(n), label: t('height.in', { n }) }));
  return (
    <div className="height-pair">
      <SelectField
        {...feet}
        label={t('height.feet', { label })}
        required={required}
        placeholder={feetPlaceholder}
        options={feetOptions}
        hint={cm ? `${t('height.cm', { cm })}${note ? ` ${note}` : ''}` : undefined}
      />
      <SelectField
        {...inches}
        error={undefined}
        label={t('height.inches', { label })}
        placeholder={inchesPlaceholder}
        options={inchOptions}
      />
    </div>
  );
}
