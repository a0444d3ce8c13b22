import { useEffect, useState } from 'react';
import { MESSAGES } from '../../../shared/domain/messages';
import { STATUS } from '../../../shared/protocol/wire';
import type { MyProfile } from '../../../shared/protocol/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { isWireError } from '../../api/wireBaseQuery';
import { Overlay } from '../../components/Overlay';
import { TextField } from '../../components/form';
import { CheckAlert, NoticeBox, type Notice } from '../../components/form/CheckAlert';
import { useCheckedForm } from '../../components/form/useCheckedForm';
import { useT } from '../../entities/language';
import { useUpdateProfileMutation } from '../../entities/session';
import { profileLoaded, selectToken } from '../../entities/session';
import { HeightFeetInches } from './HeightFeetInches';
import { MemberField } from './MemberField';
import { REGISTERED_BY_FIELD, isRequired } from './fieldDefs';
import {
  EDIT_GROUPS,
  heightNote,
  PROFILE_ORDER,
  REFERENCE_GROUP,
  toProfilePayload,
  toProfileValues,
  validateProfile,
  type ProfileField,
  type ProfileValues,
} from './profileFormValues';
import { useReferenceOptions } from './useReferenceOptions';
import { textOr, useScreenT } from '../../entities/screenText';
import { PreferencesFieldsets } from './PreferencesFieldsets';
import {
  PREFERENCE_ORDER,
  toPreferencePayload,
  toPreferenceValues,
  validatePreferences,
  type PreferenceValues,
} from './preferenceValues';
import { ReferenceListsProblem } from './ReferenceListsProblem';

const idOf = (field: string) => `pro-${field}`;
/** Login details change only with the password, in "Change email or mobile" (ContactChangeSection). */
const LOGIN_FIELDS = new Set(['email_id', 'contact_no']);
const NOTICE_ID = 'profile-notice';

/** The profile's fields with about me and the partner preferences, saved in one update_profile. */
type FormValues = ProfileValues & PreferenceValues;
const FORM_ORDER = [...PROFILE_ORDER, ...PREFERENCE_ORDER];
const toFormValues = (p: MyProfile): FormValues => ({
  ...toProfileValues(p),
  ...toPreferenceValues(p),
});

interface ProfileFormProps {
  profile: MyProfile;
  /** Fetches the profile again; resolves with the fresh one when it came. */
  reload: () => Promise<MyProfile | undefined>;
}

/** My Profile's edit form: every editable field of requirements §3, the reference persons read-only. */
export function ProfileForm({ profile, reload }: ProfileFormProps) {
  const { t } = useScreenT();
  const dispatch = useAppDispatch();
  const { language } = useT();
  const token = useAppSelector(selectToken) ?? '';
  const [updateProfile, { isLoading: saving }] = useUpdateProfileMutation();
  const lists = useReferenceOptions();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [initialValues] = useState(() => toFormValues(profile));
  /** The cm the service holds, for the note when the form rounds it to the inch. */
  const [storedCm, setStoredCm] = useState(profile.height);

  const { formik, formRef, submit, bind, checkAlert } = useCheckedForm<FormValues>({
    initialValues,
    validate: (values) => ({ ...validateProfile(values), ...validatePreferences(values) }),
    fields: FORM_ORDER,
    idOf,
    language,
    validateOnChange: false,
    onValid: async (values) => {
      setNotice(null);
      let answer;
      try {
        answer = await updateProfile({
          local_token: token,
          ...toProfilePayload(values),
          ...toPreferencePayload(values),
        }).unwrap();
      } catch (error) {
        const network = !isWireError(error) || error.status === 'FETCH_ERROR';
        setNotice({ tone: 'error', text: network ? MESSAGES.networkError : error.message });
        return;
      }
      const ok = answer.status === STATUS.done;
      setNotice({ tone: ok ? 'success' : 'error', text: answer.message });
      // Requirements §8: -10 keeps the form as it is; any other answer reloads the profile.
      if (answer.status === STATUS.invalid) return;
      const fresh = await reload();
      if (fresh) {
        formik.resetForm({ values: toFormValues(fresh) });
        setStoredCm(fresh.height);
        dispatch(
          profileLoaded({ id: fresh.id, first_name: fresh.first_name, mem_no: fresh.mem_no }),
        );
      }
    },
  });

  useEffect(() => {
    if (notice) document.getElementById(NOTICE_ID)?.focus();
  }, [notice]);

  return (
    <section className="member-card" aria-labelledby="profile-form-heading">
      <h2 id="profile-form-heading">{t('me.details')}</h2>
      <NoticeBox id={NOTICE_ID} notice={notice} />
      <CheckAlert alert={checkAlert} />
      <ReferenceListsProblem lists={lists} />
      <form ref={formRef} noValidate onSubmit={submit} className="member-form" aria-busy={saving}>
        {EDIT_GROUPS.map((group) => (
          <fieldset key={group.id}>
            <legend>{textOr(t, `group.${group.id}`, group.legend)}</legend>
            {group.fields.map((def) =>
              def.kind === 'height' ? (
                <HeightFeetInches
                  key="height"
                  label={t('field.height')}
                  feet={bind('height_feet')}
                  inches={bind('height_inches')}
                  required
                  feetPlaceholder={t('height.feetPlaceholder')}
                  note={heightNote(storedCm, formik.values)}
                />
              ) : (
                <MemberField
                  key={def.name}
                  def={def}
                  bound={bind(def.name as ProfileField)}
                  required={isRequired(def.name)}
                  lists={lists}
                  readOnly={LOGIN_FIELDS.has(def.name)}
                  hint={LOGIN_FIELDS.has(def.name) ? t('me.loginHint') : undefined}
                />
              ),
            )}
          </fieldset>
        ))}
        <PreferencesFieldsets
          values={formik.values}
          bind={bind}
          setValue={(field, value) => void formik.setFieldValue(field, value)}
          states={lists.states}
        />
        <fieldset>
          <legend>{t('group.references')}</legend>
          <p className="field--wide profile__readonly-note">{t('me.referencesNote')}</p>
          {REFERENCE_GROUP.fields.map((def) => (
            <TextField
              key={def.name}
              id={idOf(def.name)}
              label={textOr(t, `field.${def.name}`, def.label)}
              value={String(profile[def.name] ?? '')}
              readOnly
            />
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('reg.account')}</legend>
          <MemberField
            def={REGISTERED_BY_FIELD}
            bound={bind('registered_by')}
            required
            lists={lists}
          />
        </fieldset>
        <div className="form-actions">
          <button type="submit" className="button">
            {t('me.save')}
          </button>
        </div>
      </form>
      <Overlay open={saving} label={t('me.saving')} />
    </section>
  );
}
