import { useId } from 'react';
import type { ReverifyItem } from '../../shared/protocol/identityTypes';
import type { ActionAnswer } from '../../shared/protocol/types';
import type { Notice } from '../components/form/CheckAlert';
import { useAppSelector } from '../app/hooks';
import { useDeskReverifyApproveMutation, useDeskReverifyRevertMutation } from './consoleApi';
import { selectStaffToken } from './consoleSlice';
import { errorText } from './useStaffCall';
import { waitedText } from './waited';

type Result = { data: ActionAnswer } | { error: unknown };

/** One member's waiting change as a before/after table, with Approve and Revert. */
export function ReverifyEntry({
  item,
  onDone,
}: {
  item: ReverifyItem;
  onDone: (notice: Notice) => void;
}) {
  const headingId = useId();
  const staff_token = useAppSelector(selectStaffToken);
  const [approve, approving] = useDeskReverifyApproveMutation();
  const [revert, reverting] = useDeskReverifyRevertMutation();
  const busy = approving.isLoading || reverting.isLoading;
  const fields = { staff_token, member_id: item.member_id };
  const settle = (result: Result) => {
    if ('error' in result) return onDone({ tone: 'error', text: errorText(result.error) });
    const ok = result.data.status === '001';
    onDone({ tone: ok ? 'success' : 'error', text: result.data.message });
  };
  return (
    <article aria-labelledby={headingId} className="console-reverify__entry">
      <h3 id={headingId}>
        {item.mem_name} (member no. {item.mem_no})
      </h3>
      <p>Asked {waitedText(item.waited_minutes)} ago.</p>
      <table className="console-table">
        <caption className="visually-hidden">What {item.mem_name} asked to change</caption>
        <thead>
          <tr>
            <th scope="col">Detail</th>
            <th scope="col">Others see now</th>
            <th scope="col">Asked for</th>
          </tr>
        </thead>
        <tbody>
          {item.changes.map((c) => (
            <tr key={c.field}>
              <th scope="row">{c.label}</th>
              <td>{c.before}</td>
              <td>{c.after}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="console-actions">
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => void approve(fields).then(settle)}
        >
          Approve<span className="visually-hidden"> the change for {item.mem_name}</span>
        </button>
        <button
          type="button"
          className="button button--quiet"
          disabled={busy}
          onClick={() => void revert(fields).then(settle)}
        >
          Revert<span className="visually-hidden"> the change for {item.mem_name}</span>
        </button>
      </div>
    </article>
  );
}
