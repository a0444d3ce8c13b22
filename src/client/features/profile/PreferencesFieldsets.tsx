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
import type { MessageId } from '../../entities/language';
import { useScreenT, valueLabel, type ValueGroup } from '../../entities/screenText';

type Field = keyof PreferenceValues;

interface PreferencesFieldsetsProps {
  values: PreferenceValues;
  bind: (field: Field) => BoundField;
  /** For the tick boxes and radios, which set a whole value at once. */
  setValue: (field: Field, value: string) => void;
  states: SelectOption[];
}

/** A manglik preference's words (shared/domain/preferences.ts's values). */
const MANGLIK_WISH = {
  '': 'prefs.manglik.any',
  Mangalic: 'prefs.manglik.Mangalic',
  General: 'prefs.manglik.General',
} as const satisfies Record<string, MessageId>;

/** "About me" and the partner preferences of My Profile (issue #15 item 4), saved with the form. */
export function PreferencesFieldsets({
  values,
  bind,
  setValue,
  states,
}: PreferencesFieldsetsProps) {
  const { t, formatNumber } = useScreenT();
  const any = t('form.any');
  const anyHint = t('prefs.anyHint');
  /** The seed's values, sent as they are, labelled in the shown language. */
  const list = (group: ValueGroup, options: readonly { value: string; label: string }[]) =>
    options.map((o) => ({ value: o.value, label: valueLabel(t, group, o.value, o.label) }));
  const plain = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
  const choice = (field: Field) => {
    const { id, name, value, error } = bind(field);
    return { id, name, value, error, onChange: (v: string) => setValue(field, v) };
  };
  const height = (end: 'min' | 'max', label: string) => (
    <HeightFeetInches
      label={label}
      feet={bind(`pref_height_${end}_ft`)}
      inches={bind(`pref_height_${end}_in`)}
      feetPlaceholder={any}
      inchesPlaceholder={t('height.in', { n: 0 })}
    />
  );
  const age = {
    type: 'number',
    inputMode: 'numeric' as const,
    min: PREFERENCE_AGE.min,
    max: PREFERENCE_AGE.max,
    step: 1,
    placeholder: any,
  };
  return (
    <>
      <fieldset>
        <legend>{t('view.aboutMe')}</legend>
        <TextArea
          {...bind('about_me')}
          label={t('view.aboutMe')}
          className="field--wide"
          rows={5}
          maxLength={ABOUT_ME_MAX}
          hint={t('prefs.aboutHint', {
            max: formatNumber(ABOUT_ME_MAX),
            n: formatNumber(values.about_me.length),
          })}
        />
      </fieldset>
      <fieldset>
        <legend>{t('view.preferences')}</legend>
        <p className="field--wide profile__readonly-note">{t('prefs.intro')}</p>
        <TextField {...bind('pref_age_min')} label={t('prefs.ageMin')} {...age} />
        <TextField {...bind('pref_age_max')} label={t('prefs.ageMax')} {...age} />
        {height('min', t('prefs.heightMin'))}
        {height('max', t('prefs.heightMax'))}
        <ChoiceGroup
          {...choice('pref_education')}
          legend={t('prefs.education')}
          hint={anyHint}
          type="checkbox"
          options={list('qualification', plain(QUALIFICATIONS))}
        />
        <ChoiceGroup
          {...choice('pref_income')}
          legend={t('prefs.income')}
          hint={anyHint}
          type="checkbox"
          options={list('income', INCOME_OPTIONS)}
        />
        <SelectField
          {...bind('pref_state')}
          label={t('prefs.state')}
          placeholder={t('filters.anyState')}
          options={states}
        />
        <TextField
          {...bind('pref_city')}
          label={t('prefs.city')}
          placeholder={t('prefs.anyCity')}
        />
        <ChoiceGroup
          {...choice('pref_marital')}
          legend={t('prefs.marital')}
          hint={anyHint}
          type="checkbox"
          options={list('marital', plain(MARITAL_STATUSES))}
        />
        <ChoiceGroup
          {...choice('pref_manglik')}
          legend={t('prefs.manglik')}
          type="radio"
          options={MANGLIK_PREFERENCES.map((o) => ({
            value: o.value,
            label: t(MANGLIK_WISH[o.value]),
          }))}
        />
      </fieldset>
    </>
  );
}
