import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { peopleDateTime } from '../../../shared/domain/peopleDates';
import type { PageEditAnswer } from '../../../shared/protocol/pagesEditTypes';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingState } from '../../components/LoadingState';
import { errorText, useSessionEndWatch } from '../useStaffCall';
import { useStaffToken } from '../useToken';
import { DraftActions } from './DraftActions';
import { fromDraft, toDraft, type DraftSection } from './draftOps';
import { LeaveDialog } from './LeaveDialog';
import { PageHistory } from './PageHistory';
import { PagePreview } from './PagePreview';
import { firstProblem } from './pageProblems';
import { usePageOpenQuery, usePagesListQuery } from './pagesApi';
import { PublishForm } from './PublishForm';
import { SectionsEditor } from './SectionsEditor';
import { useUnsavedGuard } from './useUnsavedGuard';

const asSent = (loc: string, sections: DraftSection[]) => JSON.stringify(fromDraft(loc, sections));

/** One page of the site being edited (the address after /team/pages/). */
export function PageEditor() {
  const loc = useParams()['*'] ?? '';
  const staff_token = useStaffToken();
  const { data, error, isLoading, refetch } = usePageOpenQuery({ staff_token, loc });
  useSessionEndWatch(error);
  return (
    <section aria-labelledby="page-edit-heading">
      <p>
        <Link to="/team/pages">All pages</Link>
      </p>
      <h1 id="page-edit-heading">Page /{loc}</h1>
      {isLoading ? (
        <LoadingState label="Loading the page…" />
      ) : error || !data ? (
        <ErrorNotice message={errorText(error)} onRetry={() => void refetch()} />
      ) : (
        <PageDraft loc={loc} data={data} onReload={() => void refetch()} />
      )}
    </section>
  );
}

/** The page as a draft being edited, with its save, preview, publish and history. */
function PageDraft({
  loc,
  data,
  onReload,
}: {
  loc: string;
  data: PageEditAnswer;
  onReload: () => void;
}) {
  const { page } = data;
  const staff_token = useStaffToken();
  const { data: list } = usePagesListQuery({ staff_token });
  const [sections, setSections] = useState<DraftSection[]>(() => toDraft(page));
  const [said, setSaid] = useState('');
  const [previewing, setPreviewing] = useState(false);

  const saved = useMemo(() => asSent(loc, toDraft(page)), [loc, page]);
  const dirty = asSent(loc, sections) !== saved;

  // A save, discard, publish or restore answers the page afresh: the editor starts again from
  // it, unless it is what the editor already holds (a save), so the picked section stays.
  useEffect(() => {
    setSections((held) => (asSent(loc, held) === saved ? held : toDraft(page)));
  }, [loc, page, saved]);

  const blocker = useUnsavedGuard(dirty);
  const links = useMemo(
    () => list?.pages.map((p) => ({ href: `/${p.loc}`, label: p.title })),
    [list],
  );

  return (
    <>
      <LeaveDialog blocker={blocker} />
      <p>
        {data.draft
          ? `A draft saved by ${data.draft.saved_by} on ${peopleDateTime(data.draft.saved_at)} is waiting to be published; you are editing it.`
          : 'No draft is waiting: you are editing the page visitors see now. Nothing changes for them until you publish.'}
      </p>
      <p role="status" className="visually-hidden">
        {said}
      </p>
      <div className="console-actions">
        <button type="button" className="button button--quiet" onClick={() => setPreviewing(true)}>
          Preview the draft
        </button>
      </div>
      {previewing ? (
        <PagePreview loc={loc} dirty={dirty} onClose={() => setPreviewing(false)} />
      ) : (
        <SectionsEditor
          sections={sections}
          onChange={setSections}
          announce={setSaid}
          links={links}
        />
      )}
      <DraftActions
        loc={loc}
        baseVersion={data.version}
        hasDraft={data.draft !== null}
        dirty={dirty}
        onReload={onReload}
        pageToSend={() => {
          const problem = firstProblem(sections);
          return problem ? { problem } : { page: asSent(loc, sections) };
        }}
      />
      <PublishForm
        loc={loc}
        baseVersion={data.version}
        hasDraft={data.draft !== null}
        dirty={dirty}
      />
      <PageHistory loc={loc} data={data} />
    </>
  );
}
