import { useState } from 'react';
import type { Notice } from '../components/form/CheckAlert';
import { NoticeBox } from '../components/form/CheckAlert';
import { useAppSelector } from '../app/hooks';
import { useDeskReverificationsQuery } from './consoleApi';
import { selectStaffToken } from './consoleSlice';
import { ReverifyEntry } from './ReverifyEntry';
import { useSessionEndWatch } from './useStaffCall';

/**
 * Re-verification on the verification desk: verified members who changed their name, gender or
 * date of birth, each with what others see now and what the member asked for (issue #14).
 */
export function ReverifyList() {
  const staff_token = useAppSelector(selectStaffToken);
  const { data, error, refetch } = useDeskReverificationsQuery({ staff_token });
  const [notice, setNotice] = useState<Notice | null>(null);
  useSessionEndWatch(error);
  return (
    <section aria-labelledby="reverify-heading" className="console-reverify">
      <h2 id="reverify-heading">Re-verification</h2>
      <NoticeBox notice={notice} />
      {error ? (
        <p>
          The changes waiting could not be loaded.{' '}
          <button type="button" className="button button--quiet" onClick={() => void refetch()}>
            Load the changes again
          </button>
        </p>
      ) : !data ? null : data.items.length === 0 ? (
        <p>No verified member has a change waiting.</p>
      ) : (
        data.items.map((item) => (
          <ReverifyEntry key={item.member_id} item={item} onDone={setNotice} />
        ))
      )}
    </section>
  );
}
