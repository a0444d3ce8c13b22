import { useState } from 'react';
import { MESSAGES } from '../../../shared/domain/messages';
import type { ActionAnswer } from '../../../shared/protocol/types';
import { STATUS } from '../../../shared/protocol/wire';
import type { Notice } from '../../components/form/CheckAlert';

/**
 * One action call of a safety dialog: its outcome as a notice (the service's words), and whether
 * it is done. A refusal or a lost connection keeps the dialog open with the reason in an alert.
 */
export function useSafetyCall() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [done, setDone] = useState(false);
  const run = async (send: () => Promise<ActionAnswer>) => {
    setNotice(null);
    try {
      const answer = await send();
      const ok = answer.status === STATUS.done;
      setDone(ok);
      setNotice({ tone: ok ? 'success' : 'error', text: answer.message });
    } catch {
      setNotice({ tone: 'error', text: MESSAGES.networkError });
    }
  };
  return { notice, done, run };
}
