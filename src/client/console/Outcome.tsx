import { useState } from 'react';
import type { ActionAnswer } from '../../shared/protocol/types';
import { errorText } from './useStaffCall';

/** What an action answered: done (role=status) or refused (role=alert). */
export type Said = { kind: 'done' | 'error'; text: string } | null;

export function Outcome({ said }: { said: Said }) {
  if (!said) return null;
  return said.kind === 'done' ? (
    <p className="console-notice" role="status">
      {said.text}
    </p>
  ) : (
    <p className="console-error" role="alert">
      {said.text}
    </p>
  );
}

/** Runs an action call and keeps what it answered; answers whether it was done. */
export function useOutcome() {
  const [said, setSaid] = useState<Said>(null);
  const settle = (result: { data: ActionAnswer } | { error: unknown }): boolean => {
    if ('error' in result) {
      setSaid({ kind: 'error', text: errorText(result.error) });
      return false;
    }
    const ok = result.data.status === '001';
    setSaid({ kind: ok ? 'done' : 'error', text: result.data.message });
    return ok;
  };
  const refuse = (text: string) => setSaid({ kind: 'error', text });
  return { said, settle, refuse, clear: () => setSaid(null) };
}
