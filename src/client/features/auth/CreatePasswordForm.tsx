import { PASSWORD_MIN } from '../../../shared/domain/password';
import { TextField } from '../../components/form';
import { useAppDispatch } from '../../app/hooks';
import { CheckAlert } from '../../components/form/CheckAlert';
import { schemaErrors } from '../../components/form/formCheck';
import { useCheckedForm } from '../../components/form/useCheckedForm';
import { useT } from '../../entities/language';
import { flowEvent } from './authActions';
import { newPasswordSchema } from './loginForms';
import { useFocusOnMount } from './useFocusOnMount';

const idOf = (field: string) => `new-${field}`;

/** Forgot password, step 3: a new password, or skip it and go home (requirements §4). */
export function CreatePasswordForm({ focusOnMount }: { focusOnMount: boolean }) {
  const dispatch = useAppDispatch();
  const { language } = useT();
  const { formRef, submit, bind, checkAlert } = useCheckedForm({
    initialValues: { password: '', confirm: '' },
    validate: (values) => schemaErrors(newPasswordSchema, values),
    fields: ['password', 'confirm'],
    idOf,
    language,
    onValid: ({ password, confirm }) => {
      dispatch(flowEvent({ type: 'password.submitted', password, confirm }));
    },
  });
  useFocusOnMount(focusOnMount, idOf('password'));

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      className="auth-form"
      aria-label="Create password"
    >
      <CheckAlert alert={checkAlert} />
      <TextField
        {...bind('password')}
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters; a few words make a strong password.`}
        required
      />
      <TextField
        {...bind('confirm')}
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
      />
      <div className="form-actions">
        <button type="submit" className="button">
          Save password
        </button>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => dispatch(flowEvent({ type: 'password.skipped' }))}
        >
          Skip for now
        </button>
      </div>
    </form>
  );
}
