import { LiveFieldset, SubmitButton, TextField } from '../../components/form';
import { useAppDispatch } from '../../app/hooks';
import { CheckAlert } from '../../components/form/CheckAlert';
import { schemaErrors } from '../../components/form/formCheck';
import { useCheckedForm } from '../../components/form/useCheckedForm';
import { useT } from '../../entities/language';
import { flowEvent } from './authActions';
import { loginSchema } from './loginForms';

interface LoginFormProps {
  initialEmail: string;
  returnTo: string | null;
}

const idOf = (field: string) => `login-${field}`;

export function LoginForm({ initialEmail, returnTo }: LoginFormProps) {
  const dispatch = useAppDispatch();
  const { t, language } = useT();
  const { formRef, submit, bind, checkAlert } = useCheckedForm({
    initialValues: { email: initialEmail, password: '' },
    validate: (values) => schemaErrors(loginSchema, values),
    fields: ['email', 'password'],
    idOf,
    language,
    onValid: ({ email, password }) => {
      dispatch(
        flowEvent({
          type: 'login.submitted',
          email: email.trim(),
          password,
          ...(returnTo ? { returnTo } : {}),
        }),
      );
    },
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      className="auth-form"
      aria-label={t('login.formName')}
    >
      <CheckAlert alert={checkAlert} />
      <LiveFieldset>
        <TextField
          {...bind('email')}
          label={t('login.email')}
          type="email"
          autoComplete="username"
          required
        />
        <TextField
          {...bind('password')}
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          required
        />
        <div className="form-actions">
          <SubmitButton className="button">{t('login.submit')}</SubmitButton>
        </div>
      </LiveFieldset>
    </form>
  );
}
