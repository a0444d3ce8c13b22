import { MESSAGES } from '../../../shared/domain/messages';
import { doneAnswer, failAnswer, invalidAnswer } from '../../../shared/protocol/wire';
import type { ActionAnswer } from '../../../shared/protocol/types';
import { DRAFT_KEY, clearDraft, loadDraft, saveDraft } from './contactDraft';
import { EMPTY_CONTACT, phoneDigits, toContactPayload, validateContact } from './contactForm';
import { NETWORK_FAILURE, outcomeOfAnswer, outcomeOfError } from './contactOutcome';

const valid = { _name: ' Asha ', contact_no: '98765 43210', email: '', message: 'Hello ' };
const action = (a: { status: string; text: string }) =>
  ({ status: a.status, message: a.text }) as ActionAnswer;

describe('contact form values', () => {
  it('sends trimmed text and the phone as digits', () => {
    expect(toContactPayload(valid)).toEqual({
      _name: 'Asha',
      contact_no: '9876543210',
      email: '',
      message: 'Hello',
    });
    expect(phoneDigits('+91 98765-43210')).toBe('9876543210');
    expect(phoneDigits('091 2345 6789')).toBe('09123456789');
  });

  it('marks blank required fields with the seed message and nothing else', () => {
    expect(validateContact(EMPTY_CONTACT)).toEqual({
      _name: MESSAGES.fillBlank,
      contact_no: MESSAGES.fillBlank,
      message: MESSAGES.fillBlank,
    });
    expect(validateContact({ ...valid, _name: '   ' })).toEqual({ _name: MESSAGES.fillBlank });
    expect(validateContact(valid)).toEqual({});
  });

  it('checks the email only when one is given', () => {
    expect(validateContact({ ...valid, email: 'asha@example.co.in' })).toEqual({});
    expect(validateContact({ ...valid, email: 'asha@example' }).email).toMatch(/valid email/);
  });
});

describe('contact draft', () => {
  beforeEach(() => sessionStorage.clear());

  it('round-trips through sessionStorage and is dropped when empty or cleared', () => {
    saveDraft(valid);
    expect(loadDraft()).toEqual(valid);
    saveDraft(EMPTY_CONTACT);
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    saveDraft(valid);
    clearDraft();
    expect(loadDraft()).toEqual(EMPTY_CONTACT);
  });

  it('ignores a damaged draft', () => {
    sessionStorage.setItem(DRAFT_KEY, '{not json');
    expect(loadDraft()).toEqual(EMPTY_CONTACT);
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ _name: 42, message: 'kept' }));
    expect(loadDraft()).toEqual({ ...EMPTY_CONTACT, message: 'kept' });
  });
});

describe('contact outcome', () => {
  it('clears the form only on success', () => {
    expect(outcomeOfAnswer(action(doneAnswer('Sent')))).toEqual({
      notice: { tone: 'success', text: 'Sent' },
      clearForm: true,
    });
    expect(outcomeOfAnswer(action(invalidAnswer('Bad phone'))).clearForm).toBe(false);
    expect(outcomeOfAnswer(action(failAnswer('No'))).clearForm).toBe(false);
  });

  it('tells a network failure apart from an unreadable answer', () => {
    expect(outcomeOfError({ status: 'FETCH_ERROR', message: 'x' }).notice.text).toBe(
      NETWORK_FAILURE,
    );
    expect(outcomeOfError({ status: 'PARSE_ERROR', message: 'x' }).notice.text).not.toBe(
      NETWORK_FAILURE,
    );
  });
});
