import { useEffect, useMemo, useState } from 'react';
import type { SiteSettingKey } from '../../../shared/domain/siteSettings';
import { settingSpec } from '../../../shared/domain/siteSettings';
import { SETTINGS_NOTE_MAX } from '../../../shared/domain/schemas/siteSettings';
import {
  SETTING_GROUPS,
  SETTING_TEXT,
  settingsOfGroup,
} from '../../../shared/domain/siteSettingsText';
import type { SiteSettingsEditAnswer } from '../../../shared/protocol/siteSettingsEditTypes';
import { hindiSettingField } from '../../../shared/protocol/siteSettingsEditCalls';
import { SelectField, TextArea, TextField } from '../../components/form';
import { CheckAlert } from '../../components/form/CheckAlert';
import { useCheckedForm } from '../../components/form/useCheckedForm';
import { HINDI_HINT, HINDI_PAIR_CLASS, hindiLabel } from '../hindiField';
import { Outcome, useOutcome } from '../Outcome';
import { useSessionEndWatch } from '../useStaffCall';
import { useStaffToken } from '../useToken';
import {
  formValues,
  hasHindi,
  savePayload,
  SETTINGS_FIELDS,
  settingIdOf,
  validateSettings,
  type SettingsField,
  type SettingsValues,
} from './settingsValues';
import { useSiteSettingsSaveMutation } from './siteSettingsApi';

const ON_OFF = [
  { value: 'on', label: 'On' },
  { value: 'off', label: 'Off' },
];

/** Long values get the fieldset's whole width. */
const WIDE: readonly SiteSettingKey[] = [
  'trust_name',
  'site_description',
  'trust_address',
  'footer_disclaimer',
];

type Bound = ReturnType<ReturnType<typeof useCheckedForm<SettingsValues>>['bind']>;

/** One setting's control, chosen by its kind, with its label and help in words. */
function SettingField({ settingKey, bound }: { settingKey: SiteSettingKey; bound: Bound }) {
  const { label, help } = SETTING_TEXT[settingKey];
  const { kind, required } = settingSpec(settingKey);
  // A setting with Hindi stands in a pair that is itself wide (SettingWithHindi).
  const className = WIDE.includes(settingKey) && !hasHindi(settingKey) ? 'field--wide' : undefined;
  const common = { ...bound, label, hint: help, required, className };
  if (settingKey === 'footer_disclaimer') return <TextArea {...common} rows={6} lang="hi" />;
  if (kind === 'text') return <TextArea {...common} rows={3} />;
  if (kind === 'onOff')
    return <SelectField {...common} options={ON_OFF} placeholder="Off (not set)" />;
  const type = kind === 'email' ? 'email' : kind === 'url' ? 'url' : 'text';
  return <TextField {...common} type={type} />;
}

/**
 * A setting with, when readers of हिन्दी may see it in Hindi (issue #18 item 4), its Hindi beside
 * it: the pair takes the fieldset's whole width.
 */
function SettingWithHindi({
  settingKey,
  bind,
}: {
  settingKey: SiteSettingKey;
  bind: (field: SettingsField) => Bound;
}) {
  const english = <SettingField settingKey={settingKey} bound={bind(settingKey)} />;
  if (!hasHindi(settingKey)) return english;
  const { kind } = settingSpec(settingKey);
  const common = {
    ...bind(hindiSettingField(settingKey)),
    label: hindiLabel(SETTING_TEXT[settingKey].label),
    hint: HINDI_HINT,
    lang: 'hi',
  };
  return (
    <div className={`${HINDI_PAIR_CLASS} field--wide`}>
      {english}
      {kind === 'text' ? <TextArea {...common} rows={3} /> : <TextField {...common} />}
    </div>
  );
}

/**
 * Every site setting in a form of its groups, with a note kept with the version it saves. The
 * save answers at once for the whole site (the settings are read afresh here and on its pages).
 */
export function SettingsForm({ data }: { data: SiteSettingsEditAnswer }) {
  const staff_token = useStaffToken();
  const [save, { isLoading: saving, error }] = useSiteSettingsSaveMutation();
  const { said, settle } = useOutcome();
  const [sent, setSent] = useState(0);
  useSessionEndWatch(error);
  const initialValues = useMemo(() => formValues(data.settings, data.hi), [data.settings, data.hi]);

  const { formik, formRef, submit, bind, checkAlert } = useCheckedForm<SettingsValues>({
    initialValues,
    enableReinitialize: true,
    validate: validateSettings,
    fields: SETTINGS_FIELDS,
    idOf: settingIdOf,
    validateOnChange: false,
    onValid: async (values) => {
      const saved = settle(await save({ staff_token, ...savePayload(values, data.version) }));
      // The note belongs to the version just kept; the saved values stay until the fresh ones come.
      if (saved) formik.resetForm({ values: { ...values, note: '' } });
      setSent((n) => n + 1);
    },
  });

  useEffect(() => {
    if (sent) document.getElementById('settings-outcome')?.focus();
  }, [sent]);

  return (
    <section aria-labelledby="settings-form-heading">
      <h2 id="settings-form-heading">Edit the settings</h2>
      <p>
        What you save here shows on the site at once, and is kept as a new version below, which can
        be compared with others and restored. Fields marked * are required; a field left empty is
        simply not shown on the site.
      </p>
      <div id="settings-outcome" tabIndex={-1}>
        <Outcome said={said} />
      </div>
      <CheckAlert alert={checkAlert} />
      <form ref={formRef} noValidate onSubmit={submit} className="member-form" aria-busy={saving}>
        {SETTING_GROUPS.map((group) => (
          <fieldset key={group} className="settings-group">
            <legend>{group}</legend>
            {settingsOfGroup(group).map((key) => (
              <SettingWithHindi key={key} settingKey={key} bind={bind} />
            ))}
          </fieldset>
        ))}
        <fieldset className="settings-group">
          <legend>This version</legend>
          <TextField
            {...bind('note')}
            label="What changed, and why"
            hint={`Kept with this version in the history below, so others know why (at most ${SETTINGS_NOTE_MAX} characters).`}
          />
        </fieldset>
        <div className="form-actions">
          <button type="submit" className="button" disabled={saving}>
            Save the settings
          </button>
        </div>
      </form>
    </section>
  );
}
