import { STATUS } from '../../../shared/protocol/wire';
import type { ActionAnswer } from '../../../shared/protocol/types';

export interface ContactNotice {
  tone: 'success' | 'error';
  text: string;
}

export interface ContactOutcome {
  notice: ContactNotice;
  /** Requirements §8 "alert the message and reload": the form starts afresh. */
  clearForm: boolean;
}

export const NETWORK_FAILURE =
  'Your message was not sent. Please check your connection and try again.';
export const UNREADABLE_ANSWER =
  'Your message may not have been sent. Please try again in a moment.';
const SENT_FALLBACK = 'Thank you. Your message has been sent.';
const REFUSED_FALLBACK = 'Your message was not sent. Please try again.';

/** -10 and 0 keep what was typed so that it can be corrected; any other status is a success. */
export function outcomeOfAnswer(answer: ActionAnswer): ContactOutcome {
  const text = answer.message.trim();
  if (answer.status === STATUS.invalid || answer.status === STATUS.fail) {
    return { notice: { tone: 'error', text: text || REFUSED_FALLBACK }, clearForm: false };
  }
  return { notice: { tone: 'success', text: text || SENT_FALLBACK }, clearForm: true };
}

/** A failed request never clears the form: the visitor can simply press Send again. */
export function outcomeOfError(error: unknown): ContactOutcome {
  const status =
    typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  const text = status === 'FETCH_ERROR' ? NETWORK_FAILURE : UNREADABLE_ANSWER;
  return { notice: { tone: 'error', text }, clearForm: false };
}
