import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ListingItem } from '../../../shared/protocol/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { memberEvent, type MemberEventPayload } from '../requests';
import { selectMemberRequest } from '../requests';
import { requestViewOf, stateFromListing, type ClickEvent } from '../requests';
import { AcceptDialog } from './AcceptDialog';
import { SendInterestDialog } from './SendInterestDialog';
import { useKeptFocus } from './useKeptFocus';
import { type MessageId, type Translate } from '../../entities/language';
import { SeedMeaning, useScreenT } from '../../entities/screenText';
import { REQUEST_LABELS } from '../../../shared/domain/messages';
import { EXPIRED_LABEL, SEND_LABEL, WITHDRAW_LABEL } from '../requests';
import './requestControl.css';

/** Said after each button's visible label, so that the buttons of a list tell apart. */
const SUFFIX: Record<ClickEvent, MessageId> = {
  'request.sendClicked': 'request.sendTo',
  'request.withdrawClicked': 'request.withdrawFrom',
  'request.acceptClicked': 'request.answerTo',
  'request.rejectClicked': 'request.answerTo',
};

/** The request view's English words (requestView.ts) and their keys in the catalogues. */
const WORDS = new Map<string, MessageId>([
  [SEND_LABEL, 'request.send'],
  [WITHDRAW_LABEL, 'request.withdraw'],
  [EXPIRED_LABEL, 'request.expired'],
  [REQUEST_LABELS.sent, 'request.sent'],
  [REQUEST_LABELS.received, 'request.received'],
  [REQUEST_LABELS.accept, 'request.accept'],
  [REQUEST_LABELS.reject, 'request.reject'],
  [REQUEST_LABELS.notInterested, 'request.notInterested'],
  ['Sending your interest…', 'request.sending'],
  ['Withdrawing your interest…', 'request.withdrawing'],
  ['Accepting the request…', 'request.accepting'],
  ['Declining the request…', 'request.declining'],
]);

/** The shown language's words for one of the request view's (anything else as it is). */
const inWords = (t: Translate, english: string) => {
  const id = WORDS.get(english);
  return id ? t(id) : english;
};

export const profilePath = (accountInfoId: string) =>
  `/member/${encodeURIComponent(accountInfoId)}`;

/**
 * The pair's request on a member card (requirements §4): its label and the buttons the member may use
 * now. It reads the member's request machine and sends it one event per click. Send opens the note
 * dialog first (local: nothing is under way until Send), Accept the machine's confirmation.
 * A busy button is aria-disabled, not disabled, so that focus stays on it (issue 15, item 11).
 */
export function RequestControl({ item }: { item: ListingItem }) {
  const { t, language } = useScreenT();
  const dispatch = useAppDispatch();
  const memberId = item.account_info_id;
  const stored = useAppSelector((state) => selectMemberRequest(state, memberId));
  const state = stored ?? stateFromListing(item);
  const view = requestViewOf(state);
  const note = state.context.note;
  const name = item.mem_name;
  const [composing, setComposing] = useState(false);
  const settled = !view.busy && !view.confirmAccept && !composing;
  const { rootRef, acted } = useKeptFocus<HTMLDivElement>(state.value, settled);

  // A confirmation left open by leaving the screen is not found open on coming back.
  const stepAtMount = useRef(state.value);
  useEffect(() => {
    if (stepAtMount.current !== 'confirming') return;
    dispatch(memberEvent({ memberId, event: { type: 'request.acceptCancelled' } }));
  }, [dispatch, memberId]);

  const send = (event: MemberEventPayload['event']) => {
    acted();
    dispatch(memberEvent({ memberId, event }));
  };
  const click = (event: ClickEvent) => {
    acted();
    if (event === 'request.sendClicked') setComposing(true);
    else send({ type: event });
  };

  return (
    <div className="request-control" ref={rootRef}>
      {view.label && (
        <p className="request-control__label" tabIndex={-1} data-kept-focus="">
          {inWords(t, view.label)}
        </p>
      )}
      {view.viewProfile && (
        <Link to={profilePath(memberId)} className="button">
          {t('request.viewProfile')}
          <span className="visually-hidden">{t('request.viewProfileOf', { name })}</span>
        </Link>
      )}
      {view.buttons.length > 0 && (
        <div className="request-control__buttons">
          {view.buttons.map((b, i) => (
            // Keyed by place: Send interest turns into Withdraw (and back) on the same button,
            // which keeps the focus.
            <button
              key={i}
              type="button"
              className={b.tone === 'quiet' ? 'button button--quiet' : 'button'}
              aria-disabled={b.disabled || undefined}
              onClick={() => {
                if (!b.disabled) click(b.event);
              }}
            >
              {inWords(t, b.label)}
              <span className="visually-hidden">{t(SUFFIX[b.event], { name })}</span>
            </button>
          ))}
        </div>
      )}
      {/* Always present, so that screen readers hear what lands in it. */}
      <p className="request-control__status" role="status">
        {view.busy
          ? inWords(t, view.busy)
          : note?.tone === 'success' && (
              <>
                {/* The service's words stay English (lang), with their Hindi meaning beside. */}
                {language === 'en' ? note.text : <span lang="en">{note.text}</span>}
                <SeedMeaning text={note.text} />
              </>
            )}
      </p>
      {note?.tone === 'error' && (
        <p className="request-control__error" role="alert">
          {language === 'en' ? note.text : <span lang="en">{note.text}</span>}
          <SeedMeaning text={note.text} />
        </p>
      )}
      {composing && (
        <SendInterestDialog
          name={name}
          onCancel={() => setComposing(false)}
          onSend={(text) => {
            setComposing(false);
            send(
              text ? { type: 'request.sendClicked', note: text } : { type: 'request.sendClicked' },
            );
          }}
        />
      )}
      {view.confirmAccept && (
        <AcceptDialog
          name={name}
          onAccept={() => send({ type: 'request.acceptConfirmed' })}
          onCancel={() => send({ type: 'request.acceptCancelled' })}
        />
      )}
    </div>
  );
}
