import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Modal } from '../../components/Modal';
import { NoticeBox } from '../../components/form/CheckAlert';
import { blockSettled, useBlockMemberMutation } from '../../entities/safety';
import { selectToken } from '../../entities/session';
import type { SafetyTarget } from './SafetyActions';
import { useSafetyCall } from './useSafetyCall';

/**
 * Block asks first (issue #14 item 5). Once blocked, the dialog says so; closing it reloads the
 * lists, in which the member is then gone.
 */
export function BlockDialog({ target, onClose }: { target: SafetyTarget; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken) ?? '';
  const [block, { isLoading }] = useBlockMemberMutation();
  const { notice, done, run } = useSafetyCall();
  const close = () => {
    onClose();
    if (done) dispatch(blockSettled());
  };
  const confirm = () =>
    run(() => block({ local_token: token, req_acc_infoid: target.account_info_id }).unwrap());

  return (
    <Modal title={`Block ${target.mem_name}?`} onClose={close}>
      {!done && (
        <p>
          You and {target.mem_name} will no longer see each other in search, lists or profiles, and
          neither of you can send an interest. A pending interest between you is withdrawn. They are
          not told. You can unblock later under My Profile.
        </p>
      )}
      <NoticeBox notice={notice} />
      <div className="safety-dialog__buttons">
        {done ? (
          <button type="button" className="button" onClick={close}>
            Done
          </button>
        ) : (
          <>
            <button
              type="button"
              className="button button--danger"
              disabled={isLoading}
              onClick={() => void confirm()}
            >
              Yes, block
            </button>
            <button type="button" className="button button--quiet" onClick={close}>
              Cancel
            </button>
          </>
        )}
      </div>
    </Modal>
  );
}
