import { useEffect, useState } from 'react';
import { MESSAGES } from '../../../shared/domain/messages';
import { STATUS } from '../../../shared/protocol/wire';
import { isWireError } from '../../api/wireBaseQuery';
import { Overlay } from '../../components/Overlay';
import { LiveFieldset, SubmitButton, TextField } from '../../components/form';
import { CheckAlert, NoticeBox, type Notice } from '../../components/form/CheckAlert';
import { useCheckedForm } from '../../components/form/useCheckedForm';
import { MemberField, REGISTERED_BY_FIELD } from '../profile';
import { useReferenceOptions } from '../profile';
import { useRegisterMemberMutation } from '../../entities/session';
import { SeedMeaning, useScreenT } from '../../entities/screenText';
import { MatrimonialNotice } from './MatrimonialNotice';
import { ConsentField } from './ConsentField';
import { NextSteps } from './NextSteps';
import { RegistrationFieldsets } from './RegistrationFieldsets';
import {
  clearRegistrationDraft,
  loadRegistrationDraft,
  saveRegistrationDraft,
} from './registrationDraft';
import {
  EMPTY_REGISTRATION,
  REGISTRATION_ORDER,
  toRegistrationPayload,
  validateRegistration,
  type RegistrationField,
  type RegistrationValues,
} from './registrationForm';
import './registration.css';
import { ReferenceListsProblem } from '../profile';

const idOf = (field: string) => `reg-${field}`;
const NOTICE_ID = 'registration-notice';

/** /member_registration (requirements §2, §3, §4.7, §5, §7 register_member, §8). */
export function RegistrationPage() {
  const { t, language } = useScreenT();
  const [registerMember, { isLoading: sending, reset }] = useRegisterMemberMutation();
  const lists = useReferenceOptions();
  const [initialValues] = useState(loadRegistrationDraft);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [registered, setRegistered] = useState(false);

  const { formik, formRef, submit, bind, errorFor, checkAlert } =
    useCheckedForm<RegistrationValues>({
      initialValues,
      validate: (values) => validateRegistration(values),
      fields: REGISTRATION_ORDER,
      idOf,
      language,
      validateOnChange: false,
      onValid: async (values) => {
        setNotice(null);
        try {
          // A form filled in Hindi says so (lang): the member's mails are Hindi from the first.
          const payload = toRegistrationPayload(values);
          const answer = await registerMember(
            language === 'en' ? payload : { ...payload, lang: language },
          ).unwrap();
          if (answer.status === STATUS.done) {
            // Requirements §8.2.6 and §4.7.1: the form starts afresh, behind what happens next.
            formik.resetForm({ values: EMPTY_REGISTRATION });
            clearRegistrationDraft();
            setRegistered(true);
          } else {
            setNotice({ tone: 'error', text: answer.message || t('reg.notSent') });
          }
        } catch (error) {
          const text =
            isWireError(error) && error.status !== 'FETCH_ERROR'
              ? error.message
              : MESSAGES.networkError;
          setNotice({ tone: 'error', text });
        }
        // The call's arguments (with the password) leave the store once the answer is in.
        reset();
      },
    });
  const { values } = formik;

  useEffect(() => saveRegistrationDraft(values), [values]);
  useEffect(() => {
    if (notice) document.getElementById(NOTICE_ID)?.focus();
  }, [notice]);

  const field = (name: RegistrationField) => bind(name);

  if (registered) {
    return (
      <div className="container">
        <NextSteps />
      </div>
    );
  }

  return (
    <div className="container">
      <section className="member-card registration" aria-labelledby="registration-heading">
        <h1 id="registration-heading">{t('reg.title')}</h1>
        <MatrimonialNotice />
        <p>{t('reg.intro')}</p>
        <NoticeBox
          id={NOTICE_ID}
          notice={notice}
          // The service's messages are English: marked so inside a Hindi page, then explained.
          textLang={language === 'en' ? undefined : 'en'}
          aside={notice && language !== 'en' && <SeedMeaning text={notice.text} />}
        />
        {/* Said in the page's language: the seed's English on an English page, Hindi on a Hindi one. */}
        <CheckAlert alert={checkAlert} />
        <ReferenceListsProblem lists={lists} />
        <form
          ref={formRef}
          noValidate
          onSubmit={submit}
          className="member-form"
          aria-busy={sending}
        >
          <LiveFieldset>
            <RegistrationFieldsets
              idPrefix="reg"
              values={values}
              lists={lists}
              field={field}
              heightError={errorFor('height_feet')}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
            />
            <fieldset>
              <legend>{t('reg.account')}</legend>
              <MemberField
                def={REGISTERED_BY_FIELD}
                bound={field('registered_by')}
                required
                lists={lists}
              />
              <TextField
                {...field('password')}
                label={t('reg.password')}
                type="password"
                autoComplete="new-password"
                hint={t('reg.passwordHint')}
                required
              />
              <TextField
                {...field('re_password')}
                label={t('reg.rePassword')}
                type="password"
                autoComplete="new-password"
                required
              />
              <ConsentField
                id={idOf('consent')}
                checked={values.consent === '1'}
                error={errorFor('consent')}
                onChange={(checked) => void formik.setFieldValue('consent', checked ? '1' : '')}
              />
            </fieldset>
            <div className="form-actions">
              <SubmitButton className="button">{t('reg.submit')}</SubmitButton>
            </div>
          </LiveFieldset>
        </form>
      </section>
      <Overlay open={sending} label={t('reg.sending')} />
    </div>
  );
}
