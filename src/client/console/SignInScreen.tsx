import { useState, type FormEvent } from 'react';
import { TextField } from '../components/form';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { useStaffSignInMutation, useStaffTotpMutation } from './consoleApi';
import {
  codeAccepted,
  passwordAccepted,
  selectConsoleNotice,
  selectConsoleStep,
  selectStaffEmail,
  selectStaffToken,
  signInRestarted,
} from './consoleSlice';
import { errorText } from './useStaffCall';

/** The console's sign-in: email and password, then the authenticator's 6-digit code. */
export function SignInScreen() {
  const step = useAppSelector(selectConsoleStep);
  const notice = useAppSelector(selectConsoleNotice);
  return (
    <main className="console-signin" id="main">
      <h1>Team console</h1>
      {notice && (
        <p className="console-notice" role="status">
          {notice}
        </p>
      )}
      {step === 'code' ? <CodeForm /> : <PasswordForm />}
    </main>
  );
}

function PasswordForm() {
  const dispatch = useAppDispatch();
  const [signIn, { isLoading }] = useStaffSignInMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim() || !password) return setError('Please enter your email and password.');
    const result = await signIn({ email: email.trim(), password });
    if ('error' in result) return setError(errorText(result.error));
    setPassword('');
    dispatch(passwordAccepted({ staff_token: result.data.staff_token, email: email.trim() }));
  };
  return (
    <form className="console-form" onSubmit={submit} noValidate aria-labelledby="signin-heading">
      <h2 id="signin-heading">Sign in</h2>
      <TextField
        id="staff-email"
        label="Email"
        type="email"
        autoComplete="username"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
      />
      <TextField
        id="staff-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
      />
      {error && (
        <p className="console-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button" disabled={isLoading}>
        Continue
      </button>
    </form>
  );
}

function CodeForm() {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectStaffToken);
  const email = useAppSelector(selectStaffEmail);
  const [sendCode, { isLoading }] = useStaffTotpMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setError('Please enter the 6 digits of the code.');
    const result = await sendCode({ staff_token: token, code: code.trim() });
    if ('error' in result) {
      setCode('');
      return setError(errorText(result.error));
    }
    dispatch(codeAccepted(result.data));
  };
  return (
    <form className="console-form" onSubmit={submit} noValidate aria-labelledby="code-heading">
      <h2 id="code-heading">Enter the code from your authenticator app</h2>
      <p>Signing in as {email}.</p>
      <TextField
        id="staff-code"
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        autoFocus
        required
      />
      {error && (
        <p className="console-error" role="alert">
          {error}
        </p>
      )}
      <div className="console-actions">
        <button type="submit" className="button" disabled={isLoading}>
          Sign in
        </button>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => dispatch(signInRestarted())}
        >
          Start again
        </button>
      </div>
    </form>
  );
}
