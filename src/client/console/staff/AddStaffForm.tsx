import { useState, type FormEvent } from 'react';
import type { StaffAdded } from '../../../shared/protocol/consoleTypes';
import type { StaffRole } from '../../../shared/protocol/types';
import { SelectField, TextField } from '../../components/form';
import { useStaffAddMutation } from '../consoleApi';
import { errorText } from '../useStaffCall';
import { useStaffToken } from '../useToken';
import { ROLE_OPTIONS } from './roles';

/** Adds an account; its authenticator URI and first password are shown here once. */
export function AddStaffForm() {
  const staff_token = useStaffToken();
  const [add, adding] = useStaffAddMutation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole | ''>('');
  const [error, setError] = useState('');
  const [added, setAdded] = useState<StaffAdded | null>(null);
  const onAdd = async (e: FormEvent) => {
    e.preventDefault();
    setAdded(null);
    if (!email.trim() || !role) return setError('Please give the email and choose a role.');
    const result = await add({ staff_token, email, role });
    if ('error' in result) return setError(errorText(result.error));
    setError('');
    setAdded(result.data);
    setEmail('');
    setRole('');
  };
  return (
    <section aria-labelledby="add-staff-heading">
      <h2 id="add-staff-heading">Add a staff member</h2>
      <form className="console-form" onSubmit={(e) => void onAdd(e)} noValidate>
        <TextField
          id="staff-email"
          label="Email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
        <SelectField
          id="staff-role"
          label="Role"
          value={role}
          onChange={(e) => setRole(e.target.value as StaffRole)}
          options={ROLE_OPTIONS}
          placeholder="Choose a role"
          required
        />
        <button type="submit" className="button" disabled={adding.isLoading}>
          Add
        </button>
      </form>
      {error && (
        <p className="console-error" role="alert">
          {error}
        </p>
      )}
      {added && (
        <div className="console-notice" role="status">
          <p>
            {added.email} has been added as {added.role}. Hand these over in person; they are shown
            only now.
          </p>
          <p>
            Authenticator link (paste it into an authenticator app):{' '}
            <code>{added.otpauth_uri}</code>
          </p>
          <p>
            First password: <code>{added.password}</code>
          </p>
        </div>
      )}
    </section>
  );
}
