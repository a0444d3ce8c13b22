import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Modal } from '../../components/Modal';
import { NoticeBox } from '../../components/form/CheckAlert';
import { blockSettled, useBlockMemberMutation } from '../../entities/safety';
import { useScreenT } from '../../entities/screenText';
import { selectToken } from '../../entities/session';
import type { SafetyTarget } from './SafetyActions';
import { useSafetyCall } from './useSafetyCall';

/**
 * Block asks first (issue #14 item 5). Once blocked, the dialog says so; closing it reloads the
 * lists, in which the member is then gone.
 */
export function BlockDialog({ target, onClose }: { target: SafetyTarget; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const { t } = useScreenT();
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
    <Modal
      title={t('block.title', { name: target.mem_name })}
      onClose={close}
      closeLabel={t('form.close')}
    >
      {!done && <p>{t('block.text', { name: target.mem_name })}</p>}
      <NoticeBox notice={notice} />
      <div className="safety-dialog__buttons">
        {done ? (
          <button type="button" className="button" onClick={close}>
            {t('safety.done')}
          </button>
        ) : (
          <>
            <button
              type="button"
              className="button button--danger"
              disabled={isLoading}
              onClick={() => void confirm()}
            >
              {t('block.yes')}
            </button>
            <button type="button" className="button button--quiet" onClick={close}>
              {t('form.cancel')}
            </button>
          </>
        )}
      </div>
    </Modal>
  );
}
