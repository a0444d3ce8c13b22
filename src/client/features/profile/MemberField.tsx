import type { ChangeEventHandler, FocusEventHandler } from 'react';
import { COUNTRY_CODE } from '../../../shared/domain/constants';
import { SelectField, TextArea, TextField, type SelectOption } from '../../components/form';
import { type Translate } from '../../entities/language';
import { textOr, useScreenT, valueLabel } from '../../entities/screenText';
import type { FieldDef } from './fieldDefs';

export interface BoundField {
  id: string;
  name: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;
  onBlur: FocusEventHandler<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;
  error?: string;
}

interface MemberFieldProps {
  def: FieldDef;
  bound: BoundField;
  required: boolean;
  lists: { states: SelectOption[]; gotras: SelectOption[] };
  hint?: string;
  readOnly?: boolean;
}

/**
 * Options of a select, labelled in the shown language (the values stay the wire's); a stored value
 * missing from a service list is still offered.
 */
function optionsFor(def: FieldDef, lists: MemberFieldProps['lists'], value: string, t: Translate) {
  const options =
    def.options === 'states' ? lists.states : def.options === 'gotras' ? lists.gotras : def.options;
  const group = def.values;
  const all = group
    ? (options ?? []).map((o) => ({
        value: o.value,
        label: valueLabel(t, group, o.value, o.label),
      }))
    : (options ?? []);
  return value && value !== '0' && !all.some((o) => o.value === value)
    ? [...all, { value, label: value }]
    : all;
}

/** One requirements §3 field as its kind of control (the height pair is drawn by the form itself). */
export function MemberField({ def, bound, required, lists, hint, readOnly }: MemberFieldProps) {
  const { t } = useScreenT();
  const common = {
    ...bound,
    label: textOr(t, `field.${def.name}`, def.label),
    required: readOnly ? false : required,
    hint: hint ?? (def.hintId ? t(def.hintId) : def.hint),
    className: def.wide ? 'field--wide' : undefined,
    autoComplete: def.autoComplete,
  };
  switch (def.kind) {
    case 'select':
      return (
        <SelectField
          {...common}
          placeholder={t('form.select')}
          placeholderValue="0"
          options={optionsFor(def, lists, bound.value, t)}
        />
      );
    case 'textarea':
      return <TextArea {...common} rows={3} readOnly={readOnly} />;
    case 'tel':
      return (
        <TextField
          {...common}
          type="tel"
          inputMode="tel"
          leadingText={COUNTRY_CODE}
          readOnly={readOnly}
        />
      );
    case 'date':
    case 'time':
    case 'email':
      return <TextField {...common} type={def.kind} readOnly={readOnly} />;
    default:
      return (
        <TextField
          {...common}
          inputMode={def.name === 'pincode' ? 'numeric' : undefined}
          readOnly={readOnly}
        />
      );
  }
}
