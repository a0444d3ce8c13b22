import { useEffect, useState } from 'react';
import { CheckAlert } from '../../components/form/CheckAlert';
import { useCheckedForm } from '../../components/form/useCheckedForm';
import { MemberField, REGISTERED_BY_FIELD, ReferenceListsProblem } from '../../features/profile';
import { useReferenceOptions } from '../../features/profile';
import {
  ConsentField,
  EMPTY_OFFICE_REGISTRATION,
  OFFICE_REGISTRATION_ORDER,
  RegistrationFieldsets,
  toOfficeRegistrationPayload,
  validateOfficeRegistration,
  type OfficeRegistrationValues,
} from '../../features/registration';
import { Outcome, type Said } from '../Outcome';
import { errorText, useSessionEndWatch } from '../useStaffCall';
import { useStaffToken } from '../useToken';
import { useOfficeRegisterMutation } from './officeApi';

const idOf = (field: string) => `office-${field}`;

/** Said once the service has the registration: the same answer for a taken email or mobile. */
export const OFFICE_SENT =
  'The registration has been sent to the verification desk, which checks it like any other. ' +
  'The email given has been told how to set a password once verified. (If the email or mobile ' +
  'already belonged to an account, nothing new was made and its holder was told instead.)';

/**
 * The trust office registers a family's biodata (issue #16 item 9): the member's registration
 * form and checks, without the password pair (the member sets one with Forgot password) and
 * without the public form's per-address limit. Photos are added by the member later: the
 * public form has no photo part to reuse.
 */
export function OfficeRegister() {
  const staff_token = useStaffToken();
  const [send, { isLoading: sending, error }] = useOfficeRegisterMutation();
  const lists = useReferenceOptions();
  const [said, setSaid] = useState<Said>(null);
  useSessionEndWatch(error);

  const { formik, formRef, submit, bind, errorFor, checkAlert } =
    useCheckedForm<OfficeRegistrationValues>({
      initialValues: EMPTY_OFFICE_REGISTRATION,
      validate: (values) => validateOfficeRegistration(values),
      fields: OFFICE_REGISTRATION_ORDER,
      idOf,
      validateOnChange: false,
      onValid: async (values) => {
        setSaid(null);
        const result = await send({ staff_token, ...toOfficeRegistrationPayload(values) });
        if ('error' in result) return setSaid({ kind: 'error', text: errorText(result.error) });
        if (result.data.status !== '001')
          return setSaid({ kind: 'error', text: result.data.message });
        formik.resetForm({ values: EMPTY_OFFICE_REGISTRATION });
        setSaid({ kind: 'done', text: OFFICE_SENT });
      },
    });
  const { values } = formik;

  useEffect(() => {
    if (said) document.getElementById('office-outcome')?.focus();
  }, [said]);

  return (
    <section aria-labelledby="office-heading">
      <h1 id="office-heading">Register a family</h1>
      <p>
        Enter the biodata the family gave the trust office. Fields marked * are required. The
        registration is marked as made by the trust office and waits at the verification desk. No
        password is chosen here: the member is mailed how to set one.
      </p>
      <div id="office-outcome" tabIndex={-1}>
        <Outcome said={said} />
      </div>
      <CheckAlert alert={checkAlert} />
      <ReferenceListsProblem lists={lists} />
      <form ref={formRef} noValidate onSubmit={submit} className="member-form" aria-busy={sending}>
        <RegistrationFieldsets
          idPrefix="office"
          values={values}
          lists={lists}
          field={bind}
          heightError={errorFor('height_feet')}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
        <fieldset>
          <legend>Account</legend>
          <MemberField
            def={REGISTERED_BY_FIELD}
            bound={bind('registered_by')}
            required
            lists={lists}
          />
          <ConsentField
            id={idOf('consent')}
            label="The family has given its consent"
            checked={values.consent === '1'}
            error={errorFor('consent')}
            onChange={(checked) => void formik.setFieldValue('consent', checked ? '1' : '')}
          />
        </fieldset>
        <div className="form-actions">
          <button type="submit" className="button" disabled={sending}>
            Register the family
          </button>
        </div>
      </form>
    </section>
  );
}
