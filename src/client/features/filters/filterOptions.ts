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
import { type LanguageTools } from '../../entities/language';
import { valueLabel, type ValueGroup } from '../../entities/screenText';

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

/** HEIGHT_OPTIONS in the shown language ("5 फ़ुट 4 इंच (163 सेमी)"); the values stay the cm. */
export const heightOptions = ({ t }: LanguageTools): SelectOption[] =>
  HEIGHT_OPTIONS.map((o) => {
    const m = /^(\d+) ft (\d+) in \((\d+) cm\)$/.exec(o.label);
    return m ? { ...o, label: t('height.text', { feet: m[1], inches: m[2], cm: m[3] }) } : o;
  });

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

/** A list's options labelled in the shown language; the values stay the wire's. */
export const labelled = (
  { t }: LanguageTools,
  group: ValueGroup,
  options: readonly SelectOption[],
): SelectOption[] =>
  options.map((o) => ({ value: o.value, label: valueLabel(t, group, o.value, o.label) }));

/** The gender filter's two choices in the shown language (brides and grooms, as families say). */
export const genderOptions = ({ t }: LanguageTools): SelectOption[] => [
  { value: 'Female', label: t('filters.brides') },
  { value: 'Male', label: t('filters.grooms') },
];

/** The sort's choices in the shown language. */
export const sortOptions = ({ t }: LanguageTools): { value: SearchSort; label: string }[] => [
  { value: 'newest', label: t('sort.newest') },
  { value: 'younger', label: t('sort.younger') },
  { value: 'older', label: t('sort.older') },
];
export const SKIN_OPTIONS = list(SKIN_COLORS);
export const MARITAL_OPTIONS = list(MARITAL_STATUSES);
