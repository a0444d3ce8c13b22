import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../../shared/domain/messages';
import { STATUS } from '../../../shared/protocol/wire';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Modal } from '../../components/Modal';
import { TextField } from '../../components/form';
import { NoticeBox, type Notice } from '../../components/form/CheckAlert';
import { useDeleteAccountMutation } from '../../entities/account';
import { loggedOut, selectToken } from '../../entities/session';
import { useScreenT } from '../../entities/screenText';

/** Asks for the password, deletes the account, logs out and goes home with the service's word. */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useScreenT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const token = useAppSelector(selectToken) ?? '';
  const [deleteAccount, { isLoading, reset }] = useDeleteAccountMutation();
  const [password, setPassword] = useState('');
  const [blank, setBlank] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setBlank(true);
      document.getElementById('delete-password')?.focus();
      return;
    }
    setBlank(false);
    setNotice(null);
    try {
      const answer = await deleteAccount({ local_token: token, password }).unwrap();
      if (answer.status === STATUS.done) {
        // Off the member screens first, so that none sends the visitor to the login page.
        void navigate('/', { flushSync: true });
        dispatch(loggedOut({ reason: 'deleted', notice: answer.message }));
        return;
      }
      setNotice({ tone: 'error', text: answer.message || t('delete.notDeleted') });
    } catch {
      setNotice({ tone: 'error', text: MESSAGES.networkError });
    }
    // The call's arguments (the password) leave the store once the answer is in.
    reset();
  }

  return (
    <Modal title={t('myData.delete')} onClose={onClose} closeLabel={t('form.close')}>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <p>{t('delete.text')}</p>
        {blank && (
          <div role="alert" className="form-notice form-notice--error">
            {MESSAGES.fillBlank}
          </div>
        )}
        <NoticeBox notice={notice} />
        <TextField
          id="delete-password"
          name="password"
          label={t('delete.password')}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={blank ? t('delete.blank') : undefined}
        />
        <div className="form-actions">
          <button type="submit" className="button button--danger" disabled={isLoading}>
            {t('myData.delete')}
          </button>
          <button type="button" className="button button--quiet" onClick={onClose}>
            {t('form.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
