import { useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../shared/domain/messages';
import { STATUS } from '../../../shared/protocol/wire';
import type { PhotoVisibility as Visibility } from '../../../shared/protocol/types';
import { useAppSelector } from '../../app/hooks';
import { NoticeBox, type Notice } from '../../components/form/CheckAlert';
import { useSetPhotoVisibilityMutation } from '../../entities/account';
import { selectToken } from '../../entities/session';

// The private choice first: it is everyone's starting point (requirements §6). The wider one names
// what it widens, since the gallery stays for accepted members either way.
const CHOICES: { value: Visibility; label: string }[] = [
  {
    value: 'accepted',
    label: 'Only members whose interest request I accepted (recommended)',
  },
  {
    value: 'all',
    label: 'My profile photo to all verified members; the gallery stays for accepted members',
  },
];

/** Who may see the member's photos (setPhotoVisibility). */
export function PhotoVisibility({ value }: { value: Visibility }) {
  const token = useAppSelector(selectToken) ?? '';
  const [choice, setChoice] = useState<Visibility>(value);
  const [save, { isLoading }] = useSetPhotoVisibilityMutation();
  const [notice, setNotice] = useState<Notice | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    try {
      const answer = await save({ local_token: token, visibility: choice }).unwrap();
      setNotice({
        tone: answer.status === STATUS.done ? 'success' : 'error',
        text: answer.message,
      });
    } catch {
      setNotice({ tone: 'error', text: MESSAGES.networkError });
    }
  }

  return (
    <form className="photo-visibility" onSubmit={(e) => void submit(e)}>
      <fieldset>
        <legend>Who may see my photos</legend>
        {CHOICES.map((c) => (
          <label key={c.value} className="photo-visibility__choice">
            <input
              type="radio"
              name="photo_visibility"
              value={c.value}
              checked={choice === c.value}
              onChange={() => setChoice(c.value)}
            />{' '}
            {c.label}
          </label>
        ))}
      </fieldset>
      <NoticeBox notice={notice} />
      <button type="submit" className="button button--quiet" disabled={isLoading}>
        Save photo setting
      </button>
    </form>
  );
}
