import { useFormik } from 'formik';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { COUNTRY_CODE } from '../../../shared/domain/constants';
import { MESSAGES } from '../../../shared/domain/messages';
import { Overlay } from '../../components/Overlay';
import { LiveFieldset, SubmitButton, TextArea, TextField } from '../../components/form';
import { useAddContactRequestMutation } from '../../entities/contact';
import { clearDraft, loadDraft, saveDraft } from './contactDraft';
import {
  CONTACT_FIELDS,
  EMPTY_CONTACT,
  fieldHint,
  firstInvalid,
  toContactPayload,
  validateContact,
  type ContactField,
  type ContactValues,
} from './contactForm';
import { outcomeOfAnswer, outcomeOfError, type ContactNotice } from './contactOutcome';
import './ContactSection.css';
import { pageWord, useT } from '../../entities/language';
import { CONTACT_WORDS } from './contactWords';

const ALL_TOUCHED = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, true]));
const idOf = (field: ContactField) => `contact-${field.replace('_', '')}`;

/** The Write to Us form of the contact page (requirements §2, §5, §7 addContactRequest, §8). */
export function ContactSection() {
  const tools = useT();
  const say = (id: keyof typeof CONTACT_WORDS) => pageWord(tools, CONTACT_WORDS, id);
  const [addContactRequest, { isLoading: sending }] = useAddContactRequestMutation();
  const [initialValues] = useState(loadDraft);
  // Failed checks since the last accepted submit; also remounts the alert so it is read again.
  const [failedChecks, setFailedChecks] = useState(0);
  const [notice, setNotice] = useState<ContactNotice | null>(null);
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  const formik = useFormik<ContactValues>({
    initialValues,
    validate: validateContact,
    onSubmit: () => undefined, // submission runs through `submit` below
  });
  const { values, errors, touched } = formik;

  useEffect(() => saveDraft(values), [values]);

  // Sending disables the form, which drops focus; the answer takes it so it is not lost.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const errorFor = (field: ContactField): string | undefined => {
    const error = errors[field];
    if (!error) return undefined;
    if (failedChecks > 0) return fieldHint(field, error);
    // Before a submit only format mistakes are pointed out, never a box not yet filled in.
    return touched[field] && error !== MESSAGES.fillBlank ? error : undefined;
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      setNotice(null);
      const found = await formik.validateForm();
      await formik.setTouched(ALL_TOUCHED, false);
      const first = firstInvalid(found);
      if (first) {
        setFailedChecks((n) => n + 1);
        formRef.current?.querySelector<HTMLElement>(`#${idOf(first)}`)?.focus();
        return;
      }
      setFailedChecks(0);
      try {
        const outcome = outcomeOfAnswer(await addContactRequest(toContactPayload(values)).unwrap());
        if (outcome.clearForm) {
          formik.resetForm({ values: EMPTY_CONTACT });
          clearDraft();
        }
        setNotice(outcome.notice);
      } catch (error) {
        setNotice(outcomeOfError(error).notice);
      }
    } finally {
      inFlight.current = false;
    }
  }

  const field = (name: ContactField) => ({
    id: idOf(name),
    name,
    value: values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: errorFor(name),
  });

  const showCheckAlert = failedChecks > 0 && firstInvalid(errors) !== undefined;

  return (
    <section className="contact" aria-labelledby="contact-heading">
      <h2 id="contact-heading" className="contact__heading">
        {say('contact.title')}
      </h2>
      <p className="contact__intro">{say('contact.required')}</p>

      {showCheckAlert && (
        <div key={failedChecks} role="alert" className="contact__notice contact__notice--error">
          <strong>{MESSAGES.fillBlank}</strong> <span>{say('contact.correct')}</span>
        </div>
      )}
      {notice && (
        <div
          ref={noticeRef}
          tabIndex={-1}
          role="alert"
          className={`contact__notice contact__notice--${notice.tone}`}
        >
          {notice.text}
        </div>
      )}

      <form
        ref={formRef}
        className="contact__form"
        noValidate
        onSubmit={submit}
        aria-busy={sending}
      >
        <LiveFieldset className="contact__fields" disabled={sending}>
          <TextField {...field('_name')} label={say('contact.name')} required autoComplete="name" />
          <TextField
            {...field('contact_no')}
            label={say('contact.phone')}
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            leadingText={COUNTRY_CODE}
          />
          <TextField
            {...field('email')}
            label={say('contact.email')}
            type="email"
            autoComplete="email"
            hint={say('contact.optional')}
          />
          <TextArea
            {...field('message')}
            label={say('contact.message')}
            required
            rows={6}
            className="contact__message"
          />
          <div className="contact__actions">
            <SubmitButton className="contact__submit">{say('contact.send')}</SubmitButton>
          </div>
        </LiveFieldset>
      </form>
      <Overlay open={sending} label={tools.t('busy.sending')} />
    </section>
  );
}
