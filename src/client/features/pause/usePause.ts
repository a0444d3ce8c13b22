import { useState } from 'react';
import { MESSAGES } from '../../../shared/domain/messages';
import { STATUS } from '../../../shared/protocol/wire';
import { useAppSelector } from '../../app/hooks';
import type { Notice } from '../../components/form/CheckAlert';
import { useGetMyPauseQuery, useResumeProfileMutation } from '../../entities/pause';
import { selectToken } from '../../entities/session';

/** The member's pause as the service says it now (an ended pause reads as none), and Resume. */
export function usePause() {
  const token = useAppSelector(selectToken) ?? '';
  const query = useGetMyPauseQuery({ local_token: token }, { skip: !token });
  const [resume, { isLoading: resuming }] = useResumeProfileMutation();
  const [notice, setNotice] = useState<Notice | null>(null);

  async function resumeNow() {
    setNotice(null);
    try {
      const answer = await resume({ local_token: token }).unwrap();
      setNotice({
        tone: answer.status === STATUS.done ? 'success' : 'error',
        text: answer.message,
      });
    } catch {
      setNotice({ tone: 'error', text: MESSAGES.networkError });
    }
  }

  return { token, query, status: query.data, resumeNow, resuming, notice, setNotice };
}
