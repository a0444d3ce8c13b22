import { Link } from 'react-router-dom';
import type { ListingItem } from '../../../shared/protocol/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { memberEvent } from '../requests';
import { selectMemberRequest } from '../requests';
import { requestViewOf, stateFromListing, type ClickEvent } from '../requests';
import './requestControl.css';

/** Said after each button's visible label, so that the buttons of a list tell apart. */
const SUFFIX: Record<ClickEvent, (name: string) => string> = {
  'request.sendClicked': (name) => ` to ${name}`,
  'request.withdrawClicked': (name) => ` your interest in ${name}`,
  'request.acceptClicked': (name) => ` ${name}'s request`,
  'request.rejectClicked': (name) => ` ${name}'s request`,
};

export const profilePath = (accountInfoId: string) =>
  `/member/${encodeURIComponent(accountInfoId)}`;

/**
 * The pair's request on a member card (requirements §4): its label and the buttons the member may use
 * now. It reads the member's request machine and sends it one event per click.
 */
export function RequestControl({ item }: { item: ListingItem }) {
  const dispatch = useAppDispatch();
  const memberId = item.account_info_id;
  const stored = useAppSelector((state) => selectMemberRequest(state, memberId));
  const state = stored ?? stateFromListing(item);
  const view = requestViewOf(state);
  const note = state.context.note;
  const name = item.mem_name;

  return (
    <div className="request-control">
      {view.label && <p className="request-control__label">{view.label}</p>}
      {view.viewProfile && (
        <Link to={profilePath(memberId)} className="button">
          View Profile<span className="visually-hidden"> of {name}</span>
        </Link>
      )}
      {view.buttons.length > 0 && (
        <div className="request-control__buttons">
          {view.buttons.map((b) => (
            <button
              key={b.event}
              type="button"
              className={b.tone === 'quiet' ? 'button button--quiet' : 'button'}
              disabled={b.disabled}
              onClick={() => dispatch(memberEvent({ memberId, event: { type: b.event } }))}
            >
              {b.label}
              <span className="visually-hidden">{SUFFIX[b.event](name)}</span>
            </button>
          ))}
        </div>
      )}
      {/* Always present, so that screen readers hear what lands in it. */}
      <p className="request-control__status" role="status">
        {view.busy ?? (note?.tone === 'success' ? note.text : '')}
      </p>
      {note?.tone === 'error' && (
        <p className="request-control__error" role="alert">
          {note.text}
        </p>
      )}
    </div>
  );
}
