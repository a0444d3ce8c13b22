import { useState, type FormEvent } from 'react';
import type { MessageId } from '../../entities/language';
import { useScreenT } from '../../entities/screenText';
import { REPORT_WORDS_MAX, type ReportReason } from '../../../shared/domain/reportReasons';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Modal } from '../../components/Modal';
import { SelectField, TextArea } from '../../components/form';
import { NoticeBox } from '../../components/form/CheckAlert';
import { blockSettled, useReportMemberMutation } from '../../entities/safety';
import { selectToken } from '../../entities/session';
import type { SafetyTarget } from './SafetyActions';
import { useSafetyCall } from './useSafetyCall';

/** A reason's words (shared/domain/reportReasons.ts's values). */
const REASON_WORDS: Record<ReportReason, MessageId> = {
  fake_profile: 'report.reason.fake_profile',
  already_married: 'report.reason.already_married',
  abusive_messages: 'report.reason.abusive_messages',
  asking_for_money: 'report.reason.asking_for_money',
  inappropriate_photo: 'report.reason.inappropriate_photo',
  other: 'report.reason.other',
};

/** Report (issue #14 item 6): a reason and the member's own words; reporting also blocks. */
export function ReportDialog({ target, onClose }: { target: SafetyTarget; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const { t, formatNumber } = useScreenT();
  const token = useAppSelector(selectToken) ?? '';
  const [report, { isLoading }] = useReportMemberMutation();
  const { notice, done, run } = useSafetyCall();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [words, setWords] = useState('');
  const [problem, setProblem] = useState('');
  const close = () => {
    onClose();
    if (done) dispatch(blockSettled());
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason) return setProblem(t('report.chooseReason'));
    if (reason === 'other' && !words.trim()) return setProblem(t('report.sayWhat'));
    setProblem('');
    void run(() =>
      report({
        local_token: token,
        req_acc_infoid: target.account_info_id,
        reason,
        words,
      }).unwrap(),
    );
  };

  return (
    <Modal
      title={t('report.title', { name: target.mem_name })}
      onClose={close}
      closeLabel={t('form.close')}
    >
      {done ? (
        <>
          <NoticeBox notice={notice} />
          <div className="safety-dialog__buttons">
            <button type="button" className="button" onClick={close}>
              {t('safety.done')}
            </button>
          </div>
        </>
      ) : (
        <form noValidate onSubmit={submit}>
          <p>{t('report.text', { name: target.mem_name })}</p>
          {problem && (
            <div role="alert" className="form-notice form-notice--error">
              {problem}
            </div>
          )}
          <NoticeBox notice={notice} />
          <SelectField
            id="report-reason"
            label={t('report.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value as ReportReason)}
            options={Object.entries(REASON_WORDS).map(([value, id]) => ({ value, label: t(id) }))}
            placeholder={t('report.choose')}
            required
          />
          <TextArea
            id="report-words"
            label={t('report.words')}
            hint={t('report.wordsHint', { max: formatNumber(REPORT_WORDS_MAX) })}
            value={words}
            maxLength={REPORT_WORDS_MAX}
            onChange={(e) => setWords(e.target.value)}
            rows={4}
          />
          <div className="safety-dialog__buttons">
            <button type="submit" className="button button--danger" disabled={isLoading}>
              {t('report.send')}
            </button>
            <button type="button" className="button button--quiet" onClick={close}>
              {t('form.cancel')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
