import { useState, type FormEvent } from 'react';
import { TextArea } from '../../components/form';
import { useMemberRestoreMutation, useMemberSuspendMutation } from '../consoleApi';
import { Outcome, useOutcome } from '../Outcome';
import { useStaffToken } from '../useToken';

/** Suspend (the member is logged out everywhere) or restore, always with a reason. */
export function SuspendForm({ memberId, suspended }: { memberId: string; suspended: boolean }) {
  const staff_token = useStaffToken();
  const [suspend, suspending] = useMemberSuspendMutation();
  const [restore, restoring] = useMemberRestoreMutation();
  const [reason, setReason] = useState('');
  const outcome = useOutcome();
  const busy = suspending.isLoading || restoring.isLoading;
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return outcome.refuse('Please give the reason in a few words.');
    const call = suspended ? restore : suspend;
    if (outcome.settle(await call({ staff_token, member_id: memberId, reason }))) setReason('');
  };
  const id = suspended ? 'restore-reason' : 'suspend-reason';
  return (
    <section aria-labelledby="suspend-heading">
      <h2 id="suspend-heading">{suspended ? 'Restore the member' : 'Suspend the member'}</h2>
      <form className="console-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <TextArea
          id={id}
          label={suspended ? 'Reason for restoring' : 'Reason for suspending'}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          rows={2}
          required
        />
        <button
          type="submit"
          className={suspended ? 'button' : 'button button--danger'}
          disabled={busy}
        >
          {suspended ? 'Restore' : 'Suspend'}
        </button>
      </form>
      <Outcome said={outcome.said} />
    </section>
  );
}
