import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { REJECT_REASONS, type RejectReason } from '../../shared/domain/rejectReasons';
import { CHANGE_REASONS, type ChangeReason } from '../../shared/domain/changeReasons';
import type { ActionAnswer } from '../../shared/protocol/types';
import { SelectField, TextArea } from '../components/form';
import { useAppSelector } from '../app/hooks';
import {
  useDeskAskChangesMutation,
  useDeskRejectMutation,
  useDeskVerifyMutation,
} from './consoleApi';
import { selectStaffToken } from './consoleSlice';
import { errorText } from './useStaffCall';

type Mode = 'none' | 'reject' | 'changes';

/** Verify, Reject (a preset reason and words) or Ask for changes; done → back to the queue. */
export function DeskActions({ memberId, name }: { memberId: string; name: string }) {
  const staff_token = useAppSelector(selectStaffToken);
  const navigate = useNavigate();
  const [verify, verifying] = useDeskVerifyMutation();
  const [reject, rejecting] = useDeskRejectMutation();
  const [askChanges, asking] = useDeskAskChangesMutation();
  const [mode, setMode] = useState<Mode>('none');
  const [reason, setReason] = useState<RejectReason | ''>('');
  const [change, setChange] = useState<ChangeReason | ''>('');
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const busy = verifying.isLoading || rejecting.isLoading || asking.isLoading;

  const settle = (result: { data: ActionAnswer } | { error: unknown }) => {
    if ('error' in result) return setError(errorText(result.error));
    if (result.data.status !== '001') return setError(result.data.message);
    navigate('/team/desk', { state: { done: result.data.message } });
  };
  const onVerify = async () => settle(await verify({ staff_token, member_id: memberId }));
  const onReject = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason) return setError('Please choose a reason.');
    settle(await reject({ staff_token, member_id: memberId, reason, text }));
  };
  const onAsk = async (e: FormEvent) => {
    e.preventDefault();
    if (!change) return setError('Please choose what the member should change.');
    if (change === 'other' && !text.trim())
      return setError('Please say what the member should change.');
    settle(await askChanges({ staff_token, member_id: memberId, reason: change, text }));
  };
  const open = (next: Mode) => {
    setMode(next);
    setError('');
    setText('');
  };

  return (
    <section className="console-actions-panel" aria-labelledby="decide-heading">
      <h2 id="decide-heading">Decide about {name}</h2>
      <div className="console-actions">
        <button type="button" className="button" onClick={() => void onVerify()} disabled={busy}>
          Verify
        </button>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => open('reject')}
          aria-expanded={mode === 'reject'}
        >
          Reject…
        </button>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => open('changes')}
          aria-expanded={mode === 'changes'}
        >
          Ask for changes…
        </button>
      </div>
      {mode === 'reject' && (
        <form className="console-form" onSubmit={(e) => void onReject(e)} noValidate>
          <SelectField
            id="reject-reason"
            label="Reason"
            value={reason}
            onChange={(e) => setReason(e.target.value as RejectReason)}
            options={Object.entries(REJECT_REASONS).map(([value, label]) => ({ value, label }))}
            placeholder="Choose a reason"
            required
          />
          <TextArea
            id="reject-text"
            label="In your words (the mail to the member carries them)"
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={3}
          />
          <button type="submit" className="button button--danger" disabled={busy}>
            Reject the registration
          </button>
        </form>
      )}
      {mode === 'changes' && (
        <form className="console-form" onSubmit={(e) => void onAsk(e)} noValidate>
          <SelectField
            id="changes-reason"
            label="What should the member change?"
            value={change}
            onChange={(e) => setChange(e.target.value as ChangeReason)}
            options={Object.entries(CHANGE_REASONS).map(([value, label]) => ({ value, label }))}
            placeholder="Choose what to change"
            required
          />
          <TextArea
            id="changes-text"
            label="In your words (the mail and the member's notice carry them)"
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={3}
          />
          <button type="submit" className="button" disabled={busy}>
            Send the request for changes
          </button>
        </form>
      )}
      {error && (
        <p className="console-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
