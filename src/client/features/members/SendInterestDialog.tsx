import { useId, useState, type FormEvent } from 'react';
import { Modal } from '../../components/Modal';
import { REQUEST_NOTE_MAX, REQUEST_NOTE_TEMPLATES } from '../../../shared/domain/requestNote';
import { useScreenT } from '../../entities/screenText';

type Choice = 'none' | 'own' | number;

/** One line: a typed or pasted line break becomes a space (the service takes no control characters). */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ');

/**
 * Sending an interest with an optional note (requirements §4.5.5): none, one of the polite
 * templates, or the member's own words (at most REQUEST_NOTE_MAX characters, counted as typed).
 */
export function SendInterestDialog({
  name,
  onSend,
  onCancel,
}: {
  name: string;
  onSend: (note: string) => void;
  onCancel: () => void;
}) {
  const { t, language } = useScreenT();
  const [choice, setChoice] = useState<Choice>('none');
  const [own, setOwn] = useState('');
  const ownId = useId();
  const countId = useId();
  const note =
    choice === 'none' ? '' : choice === 'own' ? own.trim() : REQUEST_NOTE_TEMPLATES[choice];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSend(note);
  };
  const option = (value: Choice, label: string, lang?: string) => (
    <label key={String(value)} className="request-dialog__choice">
      <input
        type="radio"
        name="note-choice"
        checked={choice === value}
        onChange={() => setChoice(value)}
      />{' '}
      <span lang={lang}>{label}</span>
    </label>
  );

  return (
    <Modal title={t('send.title', { name })} onClose={onCancel} closeLabel={t('form.close')}>
      <form onSubmit={submit} className="request-dialog">
        <fieldset className="request-dialog__choices">
          <legend>{t('send.legend')}</legend>
          {option('none', t('send.noNote'))}
          {/* The polite templates are what is sent, word for word: English in every language. */}
          {REQUEST_NOTE_TEMPLATES.map((text, i) =>
            option(i, text, language === 'en' ? undefined : 'en'),
          )}
          {option('own', t('send.own'))}
        </fieldset>
        {choice === 'own' && (
          <div className="request-dialog__own">
            <label htmlFor={ownId}>{t('send.yourNote')}</label>
            <textarea
              id={ownId}
              value={own}
              maxLength={REQUEST_NOTE_MAX}
              rows={4}
              aria-describedby={countId}
              onChange={(e) => setOwn(oneLine(e.target.value))}
            />
            <p id={countId} className="request-dialog__count">
              {t('send.count', { n: own.length, max: REQUEST_NOTE_MAX })}
            </p>
          </div>
        )}
        <p className="request-dialog__hint">{t('send.hint', { name })}</p>
        <div className="request-dialog__buttons">
          <button type="submit" className="button">
            {t('request.send')}
          </button>
          <button type="button" className="button button--quiet" onClick={onCancel}>
            {t('form.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
