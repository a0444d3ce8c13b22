import { useState, type FormEvent } from 'react';
import { TextArea } from '../../components/form';
import { useMemberRevokeSessionsMutation } from '../reportOutcomeApi';
import { Outcome, useOutcome } from '../Outcome';
import { useStaffToken } from '../useToken';

/** Sign out everywhere: every session of the member's ends (audited with the reason). */
export function SignOutForm({ memberId }: { memberId: string }) {
  const staff_token = useStaffToken();
  const [revoke, { isLoading }] = useMemberRevokeSessionsMutation();
  const [reason, setReason] = useState('');
  const outcome = useOutcome();
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return outcome.refuse('Please give the reason in a few words.');
    if (outcome.settle(await revoke({ staff_token, member_id: memberId, reason }))) setReason('');
  };
  return (
    <section aria-labelledby="signout-heading">
      <h2 id="signout-heading">Sign out everywhere</h2>
      <form className="console-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <TextArea
          id="signout-reason"
          label="Reason for signing the member out"
          hint="The member can log in again with the password."
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          rows={2}
          required
        />
        <button type="submit" className="button" disabled={isLoading}>
          Sign out everywhere
        </button>
      </form>
      <Outcome said={outcome.said} />
    </section>
  );
}
