import { TextField } from '../../components/form';
import { useAppDispatch } from '../../app/hooks';
import { CheckAlert } from '../../components/form/CheckAlert';
import { schemaErrors } from '../../components/form/formCheck';
import { useCheckedForm } from '../../components/form/useCheckedForm';
import { useT } from '../../entities/language';
import { flowEvent } from './authActions';
import { otpSchema } from './loginForms';
import { useFocusOnMount } from './useFocusOnMount';

const idOf = (field: string) => `otp-${field}`;

/** Forgot password, step 2: the code from the email, or a fresh one. */
export function OtpForm({ focusOnMount }: { focusOnMount: boolean }) {
  const dispatch = useAppDispatch();
  const { language } = useT();
  const { formRef, submit, bind, checkAlert } = useCheckedForm({
    initialValues: { otp: '' },
    validate: (values) => schemaErrors(otpSchema, values),
    fields: ['otp'],
    idOf,
    language,
    onValid: ({ otp }) => {
      dispatch(flowEvent({ type: 'otp.submitted', otp: otp.trim() }));
    },
  });
  useFocusOnMount(focusOnMount, idOf('otp'));

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      className="auth-form"
      aria-label="Enter the code"
    >
      <CheckAlert alert={checkAlert} />
      <TextField
        {...bind('otp')}
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        hint="The code is valid for 10 minutes."
        required
        className="auth-form__otp"
      />
      <div className="form-actions">
        <button type="submit" className="button">
          Verify
        </button>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => dispatch(flowEvent({ type: 'otp.resendRequested' }))}
        >
          Resend code
        </button>
      </div>
    </form>
  );
}
