import { Modal } from '../../components/Modal';
import { useScreenT } from '../../entities/screenText';

/**
 * "Remove this photo?" before a photo goes (requirements §6.3.1): Cancel keeps it. Focus moves into
 * the dialog and, on Cancel or Escape, back to the photo's Remove button.
 */
export function RemovePhotoDialog({
  photo,
  onRemove,
  onCancel,
}: {
  photo: { thumb_url: string; label: string };
  onRemove: () => void;
  onCancel: () => void;
}) {
  const { t } = useScreenT();
  return (
    <Modal title={t('photos.removeTitle')} onClose={onCancel} closeLabel={t('form.close')}>
      <img className="photos__confirm-thumb" src={photo.thumb_url} alt={photo.label} />
      <p>{t('photos.removeText')}</p>
      <div className="form-actions">
        <button type="button" className="button button--danger" onClick={onRemove}>
          {t('photos.remove')}
        </button>
        <button type="button" className="button button--quiet" onClick={onCancel}>
          {t('form.cancel')}
        </button>
      </div>
    </Modal>
  );
}
