import { Modal } from '../../components/Modal';

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
  return (
    <Modal title="Remove this photo?" onClose={onCancel}>
      <img className="photos__confirm-thumb" src={photo.thumb_url} alt={photo.label} />
      <p>Members will no longer see it. You can upload it again later.</p>
      <div className="form-actions">
        <button type="button" className="button button--danger" onClick={onRemove}>
          Remove
        </button>
        <button type="button" className="button button--quiet" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}
