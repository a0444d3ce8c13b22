import { loadCatalogue } from '../../entities/language';
import { screenTools, textOr } from '../../entities/screenText';
import { PROFILE_GROUPS, REGISTERED_BY_FIELD } from './fieldDefs';

// Issue #18: every field the registration form draws has its label in both catalogues, and the
// English one is the label of the table (My Profile and the office form read the same).
const DEFS = [...PROFILE_GROUPS.flatMap((g) => g.fields), REGISTERED_BY_FIELD];

beforeAll(() => loadCatalogue('hi'));

it('names every registration field in English as the table does, and in Hindi', () => {
  const en = screenTools('en').t;
  const hi = screenTools('hi').t;
  for (const def of DEFS) {
    expect([def.name, textOr(en, `field.${def.name}`, '(none)')]).toEqual([def.name, def.label]);
    expect([def.name, /[\u0900-\u097f]/.test(textOr(hi, `field.${def.name}`, ''))]).toEqual([
      def.name,
      true,
    ]);
  }
});

it('gives every fixed list of the table its catalogue group, so its options are labelled', () => {
  const fixed = DEFS.filter((d) => Array.isArray(d.options));
  expect(fixed.filter((d) => !d.values).map((d) => d.name)).toEqual([]);
});
