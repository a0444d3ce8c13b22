import type { ChangeEventHandler, FocusEventHandler } from 'react';
import { MIN_AGE } from '../../../shared/domain/age';
import type { ProfileEntryField } from '../../../shared/domain/profile';
import type { SelectOption } from '../../components/form';
import { HeightFeetInches, MemberField, PROFILE_GROUPS, isRequired } from '../profile';
import type { RegistrationValues } from './registrationForm';

const AGE_HINT = `Women must be at least ${MIN_AGE.Female} and men at least ${MIN_AGE.Male} years old.`;

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
  const box = (name: 'height_feet' | 'height_inches') => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name],
    onChange,
    onBlur,
  });
  return PROFILE_GROUPS.map((group) => (
    <fieldset key={group.id}>
      <legend>{group.legend}</legend>
      {group.fields.map((def) =>
        def.kind === 'height' ? (
          <HeightFeetInches
            key="height"
            label="Height"
            feet={{ ...box('height_feet'), error: heightError }}
            inches={box('height_inches')}
            required
            feetPlaceholder="Feet"
          />
        ) : (
          <MemberField
            key={def.name}
            def={def}
            bound={field(def.name as ProfileField)}
            required={isRequired(def.name)}
            lists={lists}
            hint={def.name === 'dob' ? AGE_HINT : undefined}
          />
        ),
      )}
    </fieldset>
  ));
}
