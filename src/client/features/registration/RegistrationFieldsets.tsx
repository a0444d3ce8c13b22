import type { ChangeEventHandler, FocusEventHandler } from 'react';
import { MIN_AGE } from '../../../shared/domain/age';
import type { ProfileEntryField } from '../../../shared/domain/profile';
import type { SelectOption } from '../../components/form';
import { type MessageId } from '../../entities/language';
import { useScreenT } from '../../entities/screenText';
import { HeightFeetInches, MemberField, PROFILE_GROUPS, isRequired } from '../profile';
import type { RegistrationValues } from './registrationForm';

/** Each group's legend in the catalogues (issue #18). */
const LEGENDS: Record<string, MessageId> = {
  about: 'group.about',
  birth: 'group.birth',
  work: 'group.work',
  address: 'group.address',
  family: 'group.family',
  horoscope: 'group.horoscope',
  references: 'group.references',
};

/** A field drawn here: every profile field; the height is drawn as its feet and inches pair. */
type ProfileField = Exclude<ProfileEntryField, 'height'>;

interface FieldsetsProps {
  /** Prefix of the controls' ids (the height pair's too). */
  idPrefix: string;
  values: Pick<RegistrationValues, 'height_feet' | 'height_inches'>;
  lists: { states: SelectOption[]; gotras: SelectOption[] };
  /** The form's binding of one field (useCheckedForm's bind). */
  field: (name: ProfileField) => {
    id: string;
    name: string;
    value: string;
    onChange: ChangeEventHandler<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;
    onBlur: FocusEventHandler<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;
    error?: string;
  };
  heightError?: string;
  onChange: ChangeEventHandler<HTMLSelectElement>;
  onBlur: FocusEventHandler<HTMLSelectElement>;
}

/**
 * The biodata part of the registration form (requirements §3, §5), grouped as the profile is:
 * the member's own form and the trust office's form in the console draw the same fields.
 */
export function RegistrationFieldsets({
  idPrefix,
  values,
  lists,
  field,
  heightError,
  onChange,
  onBlur,
}: FieldsetsProps) {
  const { t } = useScreenT();
  const ageHint = t('reg.ageHint', { female: MIN_AGE.Female, male: MIN_AGE.Male });
  const box = (name: 'height_feet' | 'height_inches') => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name],
    onChange,
    onBlur,
  });
  return PROFILE_GROUPS.map((group) => (
    <fieldset key={group.id}>
      <legend>{LEGENDS[group.id] ? t(LEGENDS[group.id]) : group.legend}</legend>
      {group.fields.map((def) =>
        def.kind === 'height' ? (
          <HeightFeetInches
            key="height"
            label={t('field.height')}
            feet={{ ...box('height_feet'), error: heightError }}
            inches={box('height_inches')}
            required
            feetPlaceholder={t('height.feetPlaceholder')}
          />
        ) : (
          <MemberField
            key={def.name}
            def={def}
            bound={field(def.name as ProfileField)}
            required={isRequired(def.name)}
            lists={lists}
            hint={def.name === 'dob' ? ageHint : undefined}
          />
        ),
      )}
    </fieldset>
  ));
}
