import { useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../shared/domain/messages';
import { PAUSE_CHOICES, type PauseChoice } from '../../../shared/domain/pause';
import { STATUS } from '../../../shared/protocol/wire';
import { NoticeBox } from '../../components/form/CheckAlert';
import { usePauseProfileMutation } from '../../entities/pause';
import { CHOOSE_DURATION, pausedUntilText, WHILE_PAUSED } from './pauseText';
import { usePause } from './usePause';
import './pause.css';

/** My Profile: pause the profile for a while (requirements §6.6), or resume it now. */
export function PauseSection() {
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
      <h2 id="pause-heading">Pause my profile</h2>
      <NoticeBox notice={notice} />
      {/* Not an alert: the member did nothing yet, and the page's own alerts must stay alone. */}
      {query.isError && (
        <p className="form-notice form-notice--error">
          Whether your profile is paused could not be loaded.{' '}
          <button
            type="button"
            className="button button--quiet"
            onClick={() => void query.refetch()}
          >
            Try again
          </button>
        </p>
      )}
      {status?.paused ? (
        <>
          <p>
            <strong>{pausedUntilText(status.until)}</strong> {WHILE_PAUSED}
          </p>
          <button
            type="button"
            className="button"
            disabled={resuming}
            onClick={() => void resumeNow()}
          >
            Resume now
          </button>
        </>
      ) : (
        status && (
          <form noValidate onSubmit={(e) => void submit(e)}>
            <p>
              Taking a break, or talks going well with someone? Pause your profile instead of
              deleting it: your account, photos and requests stay, and you can come back at any
              time. {WHILE_PAUSED}
            </p>
            {blank && (
              <div role="alert" className="form-notice form-notice--error">
                {CHOOSE_DURATION}
              </div>
            )}
            <fieldset className="pause-section__choices">
              <legend>How long?</legend>
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
                  {c.label}
                </label>
              ))}
            </fieldset>
            <button type="submit" className="button" disabled={pausing}>
              Pause my profile
            </button>
          </form>
        )
      )}
    </section>
  );
}
