import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { STATUS } from '../../../shared/protocol/wire';
import { isWireError } from '../../api/wireBaseQuery';
import { NoticeBox, type Notice } from '../../components/form/CheckAlert';
import { useConfirmEmailChangeMutation } from '../../entities/account';
import { useScreenT } from '../../entities/screenText';
import '../../components/form/forms.css';

/**
 * /confirm-email?token=…: the link mailed to a new email address. The member presses a button
 * rather than the page confirming on load, so a mail scanner that fetches links cannot confirm
 * an address for them.
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirm, { isLoading }] = useConfirmEmailChangeMutation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [done, setDone] = useState(false);
  const { t } = useScreenT();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    try {
      const answer = await confirm({ token }).unwrap();
      const ok = answer.status === STATUS.done;
      setDone(ok);
      setNotice({ tone: ok ? 'success' : 'error', text: answer.message });
    } catch (error) {
      const network = !isWireError(error) || error.status === 'FETCH_ERROR';
      setNotice({ tone: 'error', text: network ? t('seed.networkError') : error.message });
    }
  }

  return (
    <div className="member-card confirm-email">
      <h1>{t('confirmEmail.title')}</h1>
      {!token ? (
        <p role="alert" className="form-notice form-notice--error">
          {t('confirmEmail.incomplete')}
        </p>
      ) : (
        <>
          <p>{t('confirmEmail.press')}</p>
          <NoticeBox notice={notice} />
          {done ? (
            <Link to="/login">{t('addPhotos.toLogin')}</Link>
          ) : (
            <form onSubmit={(e) => void submit(e)}>
              <button type="submit" className="button" disabled={isLoading}>
                {t('confirmEmail.submit')}
              </button>
            </form>
          )}
        </>
      )}
    </div>
  );
}
