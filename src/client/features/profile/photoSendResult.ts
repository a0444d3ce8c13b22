import { MESSAGES } from '../../../shared/domain/messages';
import type { ActionAnswer } from '../../../shared/protocol/types';
import { STATUS } from '../../../shared/protocol/wire';
import { isWireError } from '../../api/wireBaseQuery';
import type { SendResult } from '../../components/photoPicker';

/**
 * An upload call's answer, or its failure, in the picker's terms: saved or not, with the words to
 * show. The picker never sees the wire; My Profile and the registration's photo link share this.
 */
export async function photoSendResult(call: Promise<ActionAnswer>): Promise<SendResult> {
  try {
    const answer = await call;
    return {
      saved: answer.status === STATUS.done,
      message: answer.message || 'The photo was not saved. Please try again.',
    };
  } catch (error) {
    const network = !isWireError(error) || error.status === 'FETCH_ERROR';
    return { saved: false, message: network ? MESSAGES.networkError : error.message };
  }
}
