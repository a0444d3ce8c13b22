import { Modal } from '../../components/Modal';
import { useScreenT } from '../../entities/screenText';

/**
 * Accepting asks once (requirements §4.5.6): it shares both families' contacts, which cannot be
 * taken back by the site. Escape, Close and Cancel all leave the request pending.
 */
export function AcceptDialog({
  name,
  onAccept,
  onCancel,
}: {
  name: string;
  onAccept: () => void;
  onCancel: () => void;
}) {
  const { t } = useScreenT();
  return (
    <Modal title={t('accept.title', { name })} onClose={onCancel} closeLabel={t('form.close')}>
      <p>{t('accept.text', { name })}</p>
      <div className="request-dialog__buttons">
        <button type="button" className="button" onClick={onAccept}>
          {t('request.accept')}
        </button>
        <button type="button" className="button button--quiet" onClick={onCancel}>
          {t('form.cancel')}
        </button>
      </div>
    </Modal>
  );
}
