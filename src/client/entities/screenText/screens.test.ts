import {
  BROTHER_STATUSES,
  GENDERS,
  INCOME_OPTIONS,
  MARITAL_STATUSES,
  QUALIFICATIONS,
  REGISTERED_BY,
  SISTER_STATUSES,
  SKIN_COLORS,
} from '../../../shared/domain/constants';
import { MANGLIK_LABELS } from '../../../shared/domain/manglik';
import { loadCatalogue } from '../language';
import { dayText } from './dayText';
import { screenTools, textOr, valueLabel, type ValueGroup } from './screens';

// Issue #18: the wire values' labels. English reads exactly as before the catalogues (the
// screens' English tests stay as they were); Hindi has a label for every value of every list.
const LISTS: [ValueGroup, readonly string[], (v: string) => string][] = [
  ['gender', GENDERS, (v) => v],
  ['marital', MARITAL_STATUSES, (v) => v],
  ['skin', SKIN_COLORS, (v) => v],
  ['qualification', QUALIFICATIONS, (v) => v],
  ['brother', BROTHER_STATUSES, (v) => v],
  ['sister', SISTER_STATUSES, (v) => v],
  ['registeredBy', REGISTERED_BY, (v) => v],
  [
    'manglik',
    Object.keys(MANGLIK_LABELS),
    (v) => (MANGLIK_LABELS as Record<string, string>)[v] ?? v,
  ],
  [
    'income',
    INCOME_OPTIONS.map((o) => o.value),
    (v) => INCOME_OPTIONS.find((o) => o.value === v)!.label,
  ],
];

beforeAll(() => loadCatalogue('hi'));

describe('wire values by their labels', () => {
  it('keep the English labels the screens had', () => {
    const { t } = screenTools('en');
    for (const [group, values, english] of LISTS) {
      for (const v of values)
        expect([group, v, valueLabel(t, group, v)]).toEqual([group, v, english(v)]);
    }
  });

  it('have a Hindi label for every value, none left in English', () => {
    const { t } = screenTools('hi');
    const untranslated = LISTS.flatMap(([group, values, english]) =>
      values.filter(
        (v) =>
          valueLabel(t, group, v) === english(v) ||
          !/[\u0900-\u097f]/.test(valueLabel(t, group, v)),
      ),
    );
    expect(untranslated).toEqual([]);
    expect(valueLabel(t, 'manglik', 'Anshik Mangalic')).toBe('आंशिक मांगलिक');
    expect(valueLabel(t, 'marital', 'Unmarried')).toBe('अविवाहित');
  });

  it('show a value outside the lists as given, or the fallback', () => {
    const { t } = screenTools('hi');
    expect(valueLabel(t, 'marital', 'Separated')).toBe('Separated');
    expect(valueLabel(t, 'income', '99', 'Not given')).toBe('Not given');
    expect(textOr(t, 'field.no_such_field', 'Fallback')).toBe('Fallback');
    expect(textOr(t, 'field.mama_goutra', 'Fallback')).toBe('मामा का गोत्र (ननिहाल)');
  });
});

describe('a day the service writes for people', () => {
  it('reads in Hindi, stays as written in English or when it is not a day', () => {
    expect(dayText(screenTools('hi'), '12 March 2026')).toBe('12 मार्च 2026');
    expect(dayText(screenTools('hi'), '1 January 2027')).toBe('1 जनवरी 2027');
    expect(dayText(screenTools('en'), '12 March 2026')).toBe('12 March 2026');
    expect(dayText(screenTools('hi'), 'soon')).toBe('soon');
  });
});
