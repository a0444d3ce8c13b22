import { useId, useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../shared/domain/messages';
import type { ActionAnswer } from '../../../shared/protocol/types';
import { STATUS } from '../../../shared/protocol/wire';
import { isWireError } from '../../api/wireBaseQuery';
import { TextField } from '../../components/form';
import { NoticeBox, type Notice } from '../../components/form/CheckAlert';

export interface ContactChangeFormProps {
  heading: string;
  /** The new value's label and input kind. */
  label: string;
  /** The current password's label in the shown language. */
  passwordLabel: string;
  type: 'email' | 'tel';
  autoComplete: string;
  /** Sends the new value with the current password; resolves with the call's answer. */
  send: (value: string, password: string) => Promise<ActionAnswer>;
  busy: boolean;
}

/**
 * One change of a login detail (email or mobile), which needs the current password: a stolen
 * session alone cannot move the account to someone else's address (issue #14 item 7).
 */
export function ContactChangeForm(props: ContactChangeFormProps) {
  const id = useId();
  const [value, setValue] = useState('');
  const [password, setPassword] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!value.trim() || !password) {
      setNotice({ tone: 'error', text: MESSAGES.fillBlank });
      return;
    }
    setNotice(null);
    try {
      const answer = await props.send(value.trim(), password);
      const ok = answer.status === STATUS.done;
      setNotice({ tone: ok ? 'success' : 'error', text: answer.message });
      if (ok) setValue('');
    } catch (error) {
      const network = !isWireError(error) || error.status === 'FETCH_ERROR';
      setNotice({ tone: 'error', text: network ? MESSAGES.networkError : error.message });
    }
    setPassword('');
  }

  return (
    <form className="member-form contact-change" noValidate onSubmit={(e) => void submit(e)}>
      <fieldset>
        <legend>{props.heading}</legend>
        <TextField
          id={`${id}-value`}
          label={props.label}
          type={props.type}
          autoComplete={props.autoComplete}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          required
        />
        <TextField
          id={`${id}-password`}
          label={props.passwordLabel}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
      </fieldset>
      <NoticeBox notice={notice} />
      <button type="submit" className="button button--quiet" disabled={props.busy}>
        {props.heading}
      </button>
    </form>
  );
}
