import { useState } from 'react';
import type { ActionAnswer } from '../../../shared/protocol/types';
import { Outcome, type Said } from '../Outcome';
import { errorText, NOT_SIGNED_IN, useSessionEndWatch } from '../useStaffCall';
import { useStaffToken } from '../useToken';
import { usePageDiscardDraftMutation, usePageSaveDraftMutation } from './pagesApi';

/** What the editor reads when someone published the page after it was opened. */
export const STALE_TEXT = 'Someone published this page since you opened it: reload';

type Result = { data: ActionAnswer } | { error: unknown };

/** A save's answer in the screen's words: saved, stale (0), or the first problem (-10). */
const savedSaid = (result: Result): Said => {
  if ('error' in result) return { kind: 'error', text: errorText(result.error) };
  const { status, message } = result.data;
  if (status === '001') return { kind: 'done', text: 'Draft saved' };
  if (status === '0' && message !== NOT_SIGNED_IN) return { kind: 'error', text: STALE_TEXT };
  return { kind: 'error', text: message };
};

interface Props {
  loc: string;
  /** The page to send, or a problem found before sending (the field is marked). */
  pageToSend: () => { page: string } | { problem: string };
  baseVersion: number | null;
  hasDraft: boolean;
  dirty: boolean;
  onReload: () => void;
}

/** Save the draft (with the version it started from) or throw it away, once confirmed. */
export function DraftActions({ loc, pageToSend, baseVersion, hasDraft, dirty, onReload }: Props) {
  const staff_token = useStaffToken();
  const [save, { isLoading: saving, error: saveError }] = usePageSaveDraftMutation();
  const [discard, { isLoading: discarding, error: discardError }] = usePageDiscardDraftMutation();
  useSessionEndWatch(saveError ?? discardError);
  const [said, setSaid] = useState<Said>(null);
  const [asking, setAsking] = useState(false);

  const onSave = async () => {
    const sent = pageToSend();
    if ('problem' in sent) return setSaid({ kind: 'error', text: sent.problem });
    setSaid(null);
    const result = await save({
      staff_token,
      loc,
      page: sent.page,
      ...(baseVersion === null ? {} : { base_version: String(baseVersion) }),
    });
    setSaid(savedSaid(result));
  };

  const onDiscard = async () => {
    setAsking(false);
    const result = await discard({ staff_token, loc });
    setSaid(
      'error' in result
        ? { kind: 'error', text: errorText(result.error) }
        : {
            kind: result.data.status === '001' ? 'done' : 'error',
            text: result.data.message,
          },
    );
  };

  return (
    <section aria-labelledby="pages-draft-heading" className="console-form">
      <h2 id="pages-draft-heading">Draft</h2>
      <p>
        {dirty ? 'You have changes not saved yet.' : 'No changes since the draft was last saved.'}{' '}
        Visitors see nothing of a draft until it is published.
      </p>
      <Outcome said={said} />
      {said?.text === STALE_TEXT && (
        <button type="button" className="button button--quiet" onClick={onReload}>
          Reload the page (your changes are lost)
        </button>
      )}
      <div className="console-actions">
        <button type="button" className="button" disabled={saving} onClick={() => void onSave()}>
          Save draft
        </button>
        {hasDraft && (
          <button
            type="button"
            className="button button--quiet"
            disabled={discarding}
            onClick={() => setAsking(true)}
          >
            Discard draft
          </button>
        )}
      </div>
      {asking && (
        <div role="group" aria-label="Discard the draft?" className="pages-confirm">
          <p>Throw the saved draft away? The page goes back to what visitors see now.</p>
          <div className="console-actions">
            <button type="button" className="button" onClick={() => void onDiscard()}>
              Yes, discard the draft
            </button>
            <button type="button" className="button button--quiet" onClick={() => setAsking(false)}>
              Keep the draft
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
