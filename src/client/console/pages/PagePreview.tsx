import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingState } from '../../components/LoadingState';
import { SectionList } from '../../features/content';
import { errorText, useSessionEndWatch } from '../useStaffCall';
import { useStaffToken } from '../useToken';
import { usePagePreviewQuery } from './pagesApi';

/**
 * The saved draft as visitors would see it once published: the server answers it as getPgData
 * would, and the site's own section renderers draw it, full width, under a banner that says it is
 * a preview. A panel rather than a new tab: the staff token lives only in this tab's memory.
 */
export function PagePreview({
  loc,
  dirty,
  onClose,
}: {
  loc: string;
  dirty: boolean;
  onClose: () => void;
}) {
  const staff_token = useStaffToken();
  const { data, error, isFetching, refetch } = usePagePreviewQuery(
    { staff_token, loc },
    { refetchOnMountOrArgChange: true },
  );
  useSessionEndWatch(error);
  return (
    <section aria-labelledby="pages-preview-heading" className="pages-preview">
      <div className="pages-preview__bar">
        <h2 id="pages-preview-heading">Preview of /{loc}</h2>
        <p role="status" className="pages-preview__banner">
          Draft preview — visitors do not see this yet
        </p>
        {dirty && <p>It shows the saved draft: save to see your latest changes here.</p>}
        <button type="button" className="button" onClick={onClose}>
          Back to the editor
        </button>
      </div>
      {isFetching && !data ? (
        <LoadingState label="Loading the preview…" />
      ) : error || !data ? (
        <ErrorNotice message={errorText(error)} onRetry={() => void refetch()} />
      ) : (
        <div className="pages-preview__page">
          <SectionList sections={data.sections} loc={data.loc} mediaAlt={data.media_alt} />
        </div>
      )}
    </section>
  );
}
