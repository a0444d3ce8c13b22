import {
  MARITAL_STATUSES,
  QUALIFICATIONS,
  SALARY_BANDS,
  SKIN_COLORS,
} from '../../../shared/domain/constants';
import type { SelectOption } from '../../components/form';

const list = (values: readonly string[]): SelectOption[] =>
  values.map((v) => ({ value: v, label: v }));

export const GENDER_OPTIONS: SelectOption[] = [
  { value: 'Female', label: 'Brides (Female)' },
  { value: 'Male', label: 'Grooms (Male)' },
];

/** Requirements §9's bands in its order; "40+" has no upper end. */
export const INCOME_BAND_OPTIONS: SelectOption[] = SALARY_BANDS.map((b) => ({
  value: b.label,
  label: b.high < 0 ? `More than ${b.low} lakh` : `${b.low}–${b.high} lakh`,
}));

export const EDUCATION_OPTIONS = list(QUALIFICATIONS);
export const SKIN_OPTIONS = list(SKIN_COLORS);
export const MARITAL_OPTIONS = list(MARITAL_STATUSES);
