import { useState, type FormEvent } from 'react';
import {
  REPORT_REASONS,
  REPORT_WORDS_MAX,
  type ReportReason,
} from '../../../shared/domain/reportReasons';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Modal } from '../../components/Modal';
import { SelectField, TextArea } from '../../components/form';
import { NoticeBox } from '../../components/form/CheckAlert';
import { blockSettled, useReportMemberMutation } from '../../entities/safety';
import { selectToken } from '../../entities/session';
import type { SafetyTarget } from './SafetyActions';
import { useSafetyCall } from './useSafetyCall';

const REASON_OPTIONS = Object.entries(REPORT_REASONS).map(([value, label]) => ({ value, label }));

/** Report (issue #14 item 6): a reason and the member's own words; reporting also blocks. */
export function ReportDialog({ target, onClose }: { target: SafetyTarget; onClose: () => void }) {
  const dispatch = useAppDispatch();
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
    if (!reason) return setProblem('Please choose a reason.');
    if (reason === 'other' && !words.trim()) return setProblem('Please say what happened.');
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
    <Modal title={`Report ${target.mem_name}`} onClose={close}>
      {done ? (
        <>
          <NoticeBox notice={notice} />
          <div className="safety-dialog__buttons">
            <button type="button" className="button" onClick={close}>
              Done
            </button>
          </div>
        </>
      ) : (
        <form noValidate onSubmit={submit}>
          <p>
            The trust’s team reads every report. {target.mem_name} will be blocked and will not be
            told who reported them.
          </p>
          {problem && (
            <div role="alert" className="form-notice form-notice--error">
              {problem}
            </div>
          )}
          <NoticeBox notice={notice} />
          <SelectField
            id="report-reason"
            label="Reason"
            value={reason}
            onChange={(e) => setReason(e.target.value as ReportReason)}
            options={REASON_OPTIONS}
            placeholder="Choose a reason"
            required
          />
          <TextArea
            id="report-words"
            label="What happened, in your words"
            hint={`At most ${REPORT_WORDS_MAX.toLocaleString('en-IN')} characters.`}
            value={words}
            maxLength={REPORT_WORDS_MAX}
            onChange={(e) => setWords(e.target.value)}
            rows={4}
          />
          <div className="safety-dialog__buttons">
            <button type="submit" className="button button--danger" disabled={isLoading}>
              Send report
            </button>
            <button type="button" className="button button--quiet" onClick={close}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
