import { INCOME_OPTIONS, MARITAL_STATUSES, QUALIFICATIONS } from '../../../shared/domain/constants';
import {
  ABOUT_ME_MAX,
  MANGLIK_PREFERENCES,
  PREFERENCE_AGE,
} from '../../../shared/domain/preferences';
import { SelectField, TextArea, TextField, type SelectOption } from '../../components/form';
import { HeightFeetInches } from './HeightFeetInches';
import type { BoundField } from './MemberField';
import { ChoiceGroup } from './ChoiceGroup';
import type { PreferenceValues } from './preferenceValues';

type Field = keyof PreferenceValues;

interface PreferencesFieldsetsProps {
  values: PreferenceValues;
  bind: (field: Field) => BoundField;
  /** For the tick boxes and radios, which set a whole value at once. */
  setValue: (field: Field, value: string) => void;
  states: SelectOption[];
}

const list = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
const ANY_HINT = 'Leave all unticked for any.';

/** "About me" and the partner preferences of My Profile (issue #15 item 4), saved with the form. */
export function PreferencesFieldsets({
  values,
  bind,
  setValue,
  states,
}: PreferencesFieldsetsProps) {
  const choice = (field: Field) => {
    const { id, name, value, error } = bind(field);
    return { id, name, value, error, onChange: (v: string) => setValue(field, v) };
  };
  const height = (end: 'min' | 'max', word: string) => (
    <HeightFeetInches
      label={`Partner's ${word} height`}
      feet={bind(`pref_height_${end}_ft`)}
      inches={bind(`pref_height_${end}_in`)}
      feetPlaceholder="Any"
      inchesPlaceholder="0 in"
    />
  );
  const age = {
    type: 'number',
    inputMode: 'numeric' as const,
    min: PREFERENCE_AGE.min,
    max: PREFERENCE_AGE.max,
    step: 1,
    placeholder: 'Any',
  };
  return (
    <>
      <fieldset>
        <legend>About me</legend>
        <TextArea
          {...bind('about_me')}
          label="About me"
          className="field--wide"
          rows={5}
          maxLength={ABOUT_ME_MAX}
          hint={`Optional. A few lines in your own words, up to 1,000 characters (${values.about_me.length} so far). Members see it on your card and your profile.`}
        />
      </fieldset>
      <fieldset>
        <legend>Partner preferences</legend>
        <p className="field--wide profile__readonly-note">
          All optional: what you leave open matches everyone. Matches for you on the dashboard lists
          members who fit these and whose own preferences you fit.
        </p>
        <TextField {...bind('pref_age_min')} label="Partner's youngest age" {...age} />
        <TextField {...bind('pref_age_max')} label="Partner's oldest age" {...age} />
        {height('min', 'lowest')}
        {height('max', 'highest')}
        <ChoiceGroup
          {...choice('pref_education')}
          legend="Partner's education"
          hint={ANY_HINT}
          type="checkbox"
          options={list(QUALIFICATIONS)}
        />
        <ChoiceGroup
          {...choice('pref_income')}
          legend="Partner's annual income"
          hint={ANY_HINT}
          type="checkbox"
          options={INCOME_OPTIONS}
        />
        <SelectField
          {...bind('pref_state')}
          label="Partner's state"
          placeholder="Any state"
          options={states}
        />
        <TextField {...bind('pref_city')} label="Partner's city" placeholder="Any city" />
        <ChoiceGroup
          {...choice('pref_marital')}
          legend="Partner's marital status"
          hint={ANY_HINT}
          type="checkbox"
          options={list(MARITAL_STATUSES)}
        />
        <ChoiceGroup
          {...choice('pref_manglik')}
          legend="Manglik"
          type="radio"
          options={MANGLIK_PREFERENCES}
        />
      </fieldset>
    </>
  );
}
