import {
  INCOME_OPTIONS,
  MANGALIC_STATUSES,
  MARITAL_STATUSES,
  QUALIFICATIONS,
  SKIN_COLORS,
} from '../../../shared/domain/constants';
import { feetInchesToCm, HEIGHT_INCHES, heightText } from '../../../shared/domain/height';
import { MANGLIK_LABELS } from '../../../shared/domain/manglik';
import type { SearchSort } from '../../../shared/domain/schemas/search';
import type { SelectOption } from '../../components/form';

const list = (values: readonly string[]): SelectOption[] =>
  values.map((v) => ({ value: v, label: v }));

export const GENDER_OPTIONS: SelectOption[] = [
  { value: 'Female', label: 'Brides (Female)' },
  { value: 'Male', label: 'Grooms (Male)' },
];

/**
 * The profile's own income options (what a member chose on My Profile), so that a filter matches
 * exactly the profiles that say the same (issue #15 item 5).
 */
export const INCOME_FILTER_OPTIONS: SelectOption[] = INCOME_OPTIONS.map((o) => ({ ...o }));

/** Every whole inch within the allowed heights, valued in cm as the service reads them. */
export const HEIGHT_OPTIONS: SelectOption[] = Array.from(
  { length: HEIGHT_INCHES.max - HEIGHT_INCHES.min + 1 },
  (_, i) => {
    const total = HEIGHT_INCHES.min + i;
    const cm = feetInchesToCm(Math.floor(total / 12), total % 12);
    return { value: String(cm), label: heightText(cm) };
  },
);

/** Screens say "Manglik"; the values stay as the wire spells them. */
export const MANGLIK_OPTIONS: SelectOption[] = MANGALIC_STATUSES.map((value) => ({
  value,
  label: MANGLIK_LABELS[value],
}));

export const SORT_OPTIONS: { value: SearchSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'younger', label: 'Age: younger first' },
  { value: 'older', label: 'Age: older first' },
];

export const EDUCATION_OPTIONS = list(QUALIFICATIONS);
export const SKIN_OPTIONS = list(SKIN_COLORS);
export const MARITAL_OPTIONS = list(MARITAL_STATUSES);
