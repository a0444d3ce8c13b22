import { TextField } from '../../components/form';
import { useAppDispatch } from '../../app/hooks';
import { CheckAlert } from '../../components/form/CheckAlert';
import { schemaErrors } from '../../components/form/formCheck';
import { useCheckedForm } from '../../components/form/useCheckedForm';
import { useT } from '../../entities/language';
import { flowEvent } from './authActions';
import { forgotSchema } from './loginForms';

const idOf = (field: string) => `forgot-${field}`;

/** Forgot password, step 1: the registered email receives a 6-digit code. */
export function ForgotForm({ initialEmail }: { initialEmail: string }) {
  const dispatch = useAppDispatch();
  const { t, language } = useT();
  const { formRef, submit, bind, checkAlert } = useCheckedForm({
    initialValues: { email: initialEmail },
    validate: (values) => schemaErrors(forgotSchema, values),
    fields: ['email'],
    idOf,
    language,
    onValid: ({ email }) => {
      dispatch(flowEvent({ type: 'forgot.submitted', email: email.trim() }));
    },
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      className="auth-form"
      aria-label={t('forgot.formName')}
    >
      <p>{t('forgot.intro', { digits: 6 })}</p>
      <CheckAlert alert={checkAlert} />
      <TextField
        {...bind('email')}
        label={t('forgot.email')}
        type="email"
        autoComplete="email"
        required
      />
      <div className="form-actions">
        <button type="submit" className="button">
          {t('forgot.submit')}
        </button>
      </div>
    </form>
  );
}
