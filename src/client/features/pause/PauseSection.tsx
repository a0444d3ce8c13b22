import { useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../shared/domain/messages';
import { PAUSE_CHOICES, type PauseChoice } from '../../../shared/domain/pause';
import { STATUS } from '../../../shared/protocol/wire';
import { NoticeBox } from '../../components/form/CheckAlert';
import { usePauseProfileMutation } from '../../entities/pause';
import type { MessageId } from '../../entities/language';
import { useScreenT } from '../../entities/screenText';
import { pausedUntilText } from './pauseText';
import { usePause } from './usePause';
import './pause.css';

/** My Profile: pause the profile for a while (requirements §6.6), or resume it now. */
/** Each pause choice's words (shared/domain/pause.ts's values). */
const CHOICE_WORDS: Record<PauseChoice, MessageId> = {
  '2w': 'pause.2w',
  '1m': 'pause.1m',
  '3m': 'pause.3m',
  open: 'pause.open',
};

export function PauseSection() {
  const tools = useScreenT();
  const { t } = tools;
  const { token, query, status, resumeNow, resuming, notice, setNotice } = usePause();
  const [pause, { isLoading: pausing }] = usePauseProfileMutation();
  const [choice, setChoice] = useState<PauseChoice | ''>('');
  const [blank, setBlank] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    if (!choice) {
      setBlank(true);
      document.getElementById(`pause-${PAUSE_CHOICES[0].value}`)?.focus();
      return;
    }
    setBlank(false);
    try {
      const answer = await pause({ local_token: token, pause_for: choice }).unwrap();
      const done = answer.status === STATUS.done;
      setNotice({ tone: done ? 'success' : 'error', text: answer.message });
      if (done) setChoice('');
    } catch {
      setNotice({ tone: 'error', text: MESSAGES.networkError });
    }
  }

  return (
    <section className="member-card pause-section" aria-labelledby="pause-heading">
      <h2 id="pause-heading">{t('pause.title')}</h2>
      <NoticeBox notice={notice} />
      {/* Not an alert: the member did nothing yet, and the page's own alerts must stay alone. */}
      {query.isError && (
        <p className="form-notice form-notice--error">
          {t('pause.loadFailed')}{' '}
          <button
            type="button"
            className="button button--quiet"
            onClick={() => void query.refetch()}
          >
            {t('form.tryAgain')}
          </button>
        </p>
      )}
      {status?.paused ? (
        <>
          <p>
            <strong>{pausedUntilText(tools, status.until)}</strong> {t('pause.while')}
          </p>
          <button
            type="button"
            className="button"
            disabled={resuming}
            onClick={() => void resumeNow()}
          >
            {t('pause.resume')}
          </button>
        </>
      ) : (
        status && (
          <form noValidate onSubmit={(e) => void submit(e)}>
            <p>
              {t('pause.intro')} {t('pause.while')}
            </p>
            {blank && (
              <div role="alert" className="form-notice form-notice--error">
                {t('pause.choose')}
              </div>
            )}
            <fieldset className="pause-section__choices">
              <legend>{t('pause.howLong')}</legend>
              {PAUSE_CHOICES.map((c) => (
                <label key={c.value} className="pause-section__choice">
                  <input
                    id={`pause-${c.value}`}
                    type="radio"
                    name="pause_for"
                    value={c.value}
                    checked={choice === c.value}
                    onChange={() => setChoice(c.value)}
                  />{' '}
                  {t(CHOICE_WORDS[c.value])}
                </label>
              ))}
            </fieldset>
            <button type="submit" className="button" disabled={pausing}>
              {t('pause.title')}
            </button>
          </form>
        )
      )}
    </section>
  );
}
