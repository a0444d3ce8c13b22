import { useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../shared/domain/messages';
import { STATUS } from '../../../shared/protocol/wire';
import type { PhotoVisibility as Visibility } from '../../../shared/protocol/types';
import { useAppSelector } from '../../app/hooks';
import { NoticeBox, type Notice } from '../../components/form/CheckAlert';
import { useSetPhotoVisibilityMutation } from '../../entities/account';
import { selectToken } from '../../entities/session';
import type { MessageId } from '../../entities/language';
import { useScreenT } from '../../entities/screenText';

// The private choice first: it is everyone's starting point (requirements §6). The wider one names
// what it widens, since the gallery stays for accepted members either way.
const CHOICES: { value: Visibility; label: MessageId }[] = [
  { value: 'accepted', label: 'photos.seeAccepted' },
  { value: 'all', label: 'photos.seeAll' },
];

/** Who may see the member's photos (setPhotoVisibility). */
export function PhotoVisibility({ value }: { value: Visibility }) {
  const { t } = useScreenT();
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
        <legend>{t('photos.who')}</legend>
        {CHOICES.map((c) => (
          <label key={c.value} className="photo-visibility__choice">
            <input
              type="radio"
              name="photo_visibility"
              value={c.value}
              checked={choice === c.value}
              onChange={() => setChoice(c.value)}
            />{' '}
            {t(c.label)}
          </label>
        ))}
      </fieldset>
      <NoticeBox notice={notice} />
      <button type="submit" className="button button--quiet" disabled={isLoading}>
        {t('photos.saveSetting')}
      </button>
    </form>
  );
}
