import { Modal } from '../../components/Modal';

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
  return (
    <Modal title={`Accept ${name}'s interest?`} onClose={onCancel}>
      <p>
        If you accept, both families&apos; contacts become visible to each other: your address,
        mobile number and email to {name}&apos;s family, and theirs to you.
      </p>
      <div className="request-dialog__buttons">
        <button type="button" className="button" onClick={onAccept}>
          Accept
        </button>
        <button type="button" className="button button--quiet" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}
